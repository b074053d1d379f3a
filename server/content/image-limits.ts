/**
 * The bounds of an upload from the content editor, apart from the code that enforces them
 * (images.server.ts) so the server's early body check (request-limits.ts) needs no sharp.
 */

/** The largest file accepted: 5 MB. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

/** The longest side accepted, in pixels. */
export const MAX_IMAGE_SIDE = 8000;

/** The console's upload endpoint (console/app/routes/api.images.ts), under /staff. */
export const IMAGE_UPLOAD_PATH = "/staff/api/images";

/** The whole multipart body: the file and room for its description and the boundaries. */
export const MAX_UPLOAD_BODY_BYTES = MAX_IMAGE_BYTES + 16 * 1024;

/** The longest description (alt text), as the content schema's `alt()` allows. */
export const MAX_ALT_LENGTH = 400;

/**
 * What one account may upload and what all pictures may take (docs/editing-content.md):
 * a session, stolen or scripted, cannot fill the database with pictures.
 */
export interface UploadLimits {
  /** Uploads per account in the last hour, each counted (the same file again too). */
  perAccountPerHour: number;
  /** Bytes of every stored picture file together (the variants served at /media/). */
  storedBytes: number;
}

export const UPLOAD_LIMITS: UploadLimits = {
  perAccountPerHour: 60,
  storedBytes: 1024 * 1024 * 1024,
};
