import { publicPages } from "../../app/content/public-pages.server";

/** Every public page, one per article included: what the build prerenders. */
export const pages = await publicPages();
