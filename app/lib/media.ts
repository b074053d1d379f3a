/**
 * Images uploaded from the content editor (server/content/images.server.ts): how a content
 * entry names one and which files of it the server has. Shared by the server, which makes
 * and serves the files, and the pages, which build `srcset` from the reference alone,
 * without asking the database.
 *
 * A reference is `/media/<id>/<width>x<height>`: the id is the first 24 hex digits of the
 * SHA-256 of the uploaded file, the size is the picture's own (after EXIF rotation), so a
 * page can reserve its box before the file arrives.
 */

/** The widths a picture is made in (none wider than the upload): portrait cards, 2× of them, a wide band. */
export const MEDIA_WIDTHS = [320, 640, 1280] as const;

/** The formats each width is made in, best first; `jpg` is the fallback `<img src>`. */
export const MEDIA_FORMATS = ["avif", "webp", "jpg"] as const;
export type MediaFormat = (typeof MEDIA_FORMATS)[number];

export const MEDIA_TYPES: Record<MediaFormat, string> = {
  avif: "image/avif",
  webp: "image/webp",
  jpg: "image/jpeg",
};

export const MEDIA_ID = /^[0-9a-f]{24}$/;
const REFERENCE = /^\/media\/([0-9a-f]{24})\/([1-9][0-9]{0,3})x([1-9][0-9]{0,3})$/;
/** The files the server answers: `/media/<id>-<width>.<format>`. */
export const MEDIA_FILE = /^([0-9a-f]{24})-([1-9][0-9]{0,3})\.(avif|webp|jpg)$/;

export interface MediaReference {
  id: string;
  width: number;
  height: number;
}

/** The reference an upload gives back, to be stored in a content entry's image field. */
export function mediaReference({ id, width, height }: MediaReference): string {
  return `/media/${id}/${width}x${height}`;
}

/** The id and size a reference names, or null when `src` is not one. */
export function parseMediaReference(src: string): MediaReference | null {
  const match = REFERENCE.exec(src);
  if (!match) return null;
  return { id: match[1]!, width: Number(match[2]), height: Number(match[3]) };
}

/**
 * The widths made for a picture `width` pixels wide: the standard ones below it, and the
 * picture's own width (up to the largest standard one) so the largest file is as sharp as
 * the upload allows. Never upscaled.
 */
export function mediaWidths(width: number): number[] {
  const largest = MEDIA_WIDTHS[MEDIA_WIDTHS.length - 1]!;
  const top = Math.min(width, largest);
  return [...MEDIA_WIDTHS.filter((w) => w < top), top];
}

export function mediaFileUrl(id: string, width: number, format: MediaFormat): string {
  return `/media/${id}-${width}.${format}`;
}

/** `srcset` of one format: every width made. */
export function mediaSrcSet(ref: MediaReference, format: MediaFormat): string {
  return mediaWidths(ref.width)
    .map((w) => `${mediaFileUrl(ref.id, w, format)} ${w}w`)
    .join(", ");
}
