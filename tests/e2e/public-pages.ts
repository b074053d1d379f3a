import { publicPages } from "#app/content/public-pages.server.ts";

/** Every public page, one per article included: what the build prerenders. */
export const pages = await publicPages();
