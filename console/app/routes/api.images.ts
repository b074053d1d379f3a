import type { Route } from "./+types/api.images";
import { postOnly } from "../lib/access.server.ts";
import { uploadImage } from "../lib/image-upload.server.ts";

/** Only POST: a GET is answered 404. */
export const loader = postOnly;

/** POST /staff/api/images: a picture for the content editor (lib/image-upload.server.ts). */
export function action(args: Route.ActionArgs) {
  return uploadImage(args);
}
