/**
 * What an uploaded file is, read from its bytes alone (never its name or Content-Type),
 * and whether anything follows the picture inside it. A file that is a picture and also
 * something else (a polyglot: HTML or a ZIP after a JPEG's end, or markup inside it) is
 * refused, although what we serve could not carry it anyway: every file served is made by
 * the encoder from decoded pixels (images.server.ts), so no byte of an upload reaches a
 * visitor. Refusing says so to the uploader and stores nothing.
 */

export type SniffedType = "jpeg" | "png" | "webp" | "avif";

const startsWith = (bytes: Buffer, at: number, ascii: string) =>
  bytes.length >= at + ascii.length && bytes.toString("latin1", at, at + ascii.length) === ascii;

/** The type the first bytes announce, or null for anything else (SVG, GIF, HEIC, text). */
export function sniffImageType(bytes: Buffer): SniffedType | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) {
    return "jpeg";
  }
  if (startsWith(bytes, 0, "\x89PNG\r\n\x1a\n")) return "png";
  if (startsWith(bytes, 0, "RIFF") && startsWith(bytes, 8, "WEBP")) return "webp";
  if (startsWith(bytes, 4, "ftyp")) {
    const size = bytes.length >= 4 ? bytes.readUInt32BE(0) : 0;
    // The major brand, then the compatible brands: AVIF files name avif (or avis, a sequence).
    for (let at = 8; at + 4 <= Math.min(size, bytes.length, 64); at += 4) {
      if (at === 12) continue; // minor version
      const brand = bytes.toString("latin1", at, at + 4);
      if (brand === "avif" || brand === "avis") return "avif";
    }
  }
  return null;
}

/** Where the JPEG that starts at `from` ends (after its EOI marker), or -1 if it does not. */
function jpegEnd(bytes: Buffer, from: number): number {
  let at = from + 2;
  while (at + 2 <= bytes.length) {
    if (bytes[at] !== 0xff) return -1;
    const marker = bytes[at + 1]!;
    if (marker === 0xff) {
      at++; // fill byte
      continue;
    }
    if (marker === 0xd9) return at + 2;
    if (marker >= 0xd0 && marker <= 0xd7) {
      at += 2;
      continue;
    }
    if (at + 4 > bytes.length) return -1;
    const length = bytes.readUInt16BE(at + 2);
    at += 2 + length;
    if (marker !== 0xda) continue;
    // Entropy-coded data after a start of scan: up to the next marker that is neither a
    // stuffed 0xFF00 nor a restart marker.
    while (at + 1 < bytes.length) {
      if (bytes[at] === 0xff) {
        const next = bytes[at + 1]!;
        if (next !== 0x00 && !(next >= 0xd0 && next <= 0xd7) && next !== 0xff) break;
      }
      at++;
    }
  }
  return -1;
}

/** Where the image's own structure ends; -1 when it is cut short. */
function imageEnd(type: SniffedType, bytes: Buffer): number {
  switch (type) {
    case "jpeg":
      return jpegEnd(bytes, 0);
    case "png": {
      let at = 8;
      while (at + 12 <= bytes.length) {
        const length = bytes.readUInt32BE(at);
        const chunk = bytes.toString("latin1", at + 4, at + 8);
        at += 12 + length;
        if (chunk === "IEND") return at <= bytes.length ? at : -1;
      }
      return -1;
    }
    case "webp": {
      const size = bytes.readUInt32LE(4);
      const end = 8 + size + (size % 2);
      return end <= bytes.length ? end : -1;
    }
    case "avif": {
      // ISO base media boxes, one after the other, to the last byte.
      let at = 0;
      while (at + 8 <= bytes.length) {
        let size = bytes.readUInt32BE(at);
        if (size === 1 && at + 16 <= bytes.length) size = Number(bytes.readBigUInt64BE(at + 8));
        else if (size === 0) size = bytes.length - at;
        if (size < 8) return -1;
        at += size;
      }
      return at === bytes.length ? at : -1;
    }
  }
}

// Markup a browser or a server would act on; none belongs in a photograph's bytes.
const MARKUP = ["<script", "<html", "<!doctype", "<svg", "<?php", "<iframe", "<body", "<object"];

export type Leftover = "truncated" | "trailing-data" | "markup";

/**
 * Why the file is more (or less) than one picture of `type`: cut short, bytes after its
 * end (other than more JPEGs, as cameras append previews, or zero padding), or markup
 * anywhere inside. Null when it is just the picture.
 */
export function leftoverOf(type: SniffedType, bytes: Buffer): Leftover | null {
  let end = imageEnd(type, bytes);
  if (end < 0) return "truncated";
  // A camera's JPEG may carry its preview pictures after the first (MPF): each must be a
  // whole JPEG too.
  while (
    type === "jpeg" &&
    end + 3 <= bytes.length &&
    bytes[end] === 0xff &&
    bytes[end + 1] === 0xd8
  ) {
    const next = jpegEnd(bytes, end);
    if (next < 0) return "trailing-data";
    end = next;
  }
  for (let at = end; at < bytes.length; at++) if (bytes[at] !== 0) return "trailing-data";
  const text = bytes.toString("latin1").toLowerCase();
  if (MARKUP.some((tag) => text.includes(tag))) return "markup";
  return null;
}
