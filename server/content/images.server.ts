import { createHash } from "node:crypto";
import { and, eq, gt, sql } from "drizzle-orm";
import sharp, { type Metadata, type OutputInfo, type Sharp, type SharpOptions } from "sharp";
import { MEDIA_FORMATS, mediaReference, mediaWidths, type MediaFormat } from "#app/lib/media.ts";
import type { Db } from "../db/database.ts";
import { auditLog, contentImages, contentImageVariants } from "../db/schema.ts";
import { audit } from "../staff/audit-log.server.ts";
import { leftoverOf, sniffImageType, type SniffedType } from "./image-bytes.ts";
import {
  MAX_ALT_LENGTH,
  MAX_IMAGE_BYTES,
  MAX_IMAGE_SIDE,
  UPLOAD_LIMITS,
  type UploadLimits,
} from "./image-limits.ts";

/**
 * Pictures uploaded from the content editor (issue 31): checked from their bytes,
 * re-encoded by sharp (libvips) into the widths and formats the pages use, and stored in
 * the database, where every instance reads them (docs/deploying.md, "Uploaded images").
 */

/** 429: the account's uploads this hour; 507: the pictures' storage is full. */
type ImageRefusal = 400 | 413 | 415 | 422 | 429 | 507;

/** An upload turned down: the status to answer and a sentence for the editor. */
export class ImageRefused extends Error {
  readonly status: ImageRefusal;
  constructor(status: ImageRefusal, message: string) {
    super(message);
    this.name = "ImageRefused";
    this.status = status;
  }
}

const NAMES: Record<SniffedType, string> = {
  jpeg: "JPEG",
  png: "PNG",
  webp: "WebP",
  avif: "AVIF",
};
const ACCEPTED = "Upload a JPEG, PNG, WebP or AVIF picture.";

// libvips keeps decoded images in a cache and may use every core: an upload is rare, the
// pages being served are not, so one core and no cache.
sharp.cache(false);
sharp.concurrency(1);

/** sharp's checks on decoding: the pixel bound, and any warning (a cut-short file) fails. */
const decodeOptions: SharpOptions = {
  limitInputPixels: MAX_IMAGE_SIDE * MAX_IMAGE_SIDE,
  failOn: "warning",
  sequentialRead: true,
};

const encoders: Record<MediaFormat, (image: Sharp) => Sharp> = {
  // Effort 2 of 9: a 1280 px file in a third of a second on one core, little larger.
  avif: (image) => image.avif({ quality: 55, effort: 2 }),
  webp: (image) => image.webp({ quality: 78 }),
  // The fallback of browsers without WebP: no transparency, so onto white.
  jpg: (image) => image.flatten({ background: "#ffffff" }).jpeg({ quality: 80, mozjpeg: true }),
};

export interface ImageVariant {
  width: number;
  height: number;
  format: MediaFormat;
  bytes: Buffer;
  etag: string;
}

export interface CheckedImage {
  id: string;
  sha256: string;
  sourceFormat: SniffedType;
  sourceBytes: number;
  width: number;
  height: number;
}

const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

/** What the file is and its size, or ImageRefused; reads headers only, decodes nothing. */
export async function checkImage(bytes: Buffer): Promise<CheckedImage> {
  if (bytes.length === 0) throw new ImageRefused(400, `The file is empty. ${ACCEPTED}`);
  if (bytes.length > MAX_IMAGE_BYTES) {
    throw new ImageRefused(413, "The file is larger than 5 MB. Export it smaller and try again.");
  }
  const type = sniffImageType(bytes);
  if (!type) throw new ImageRefused(415, `This file is not a picture we take. ${ACCEPTED}`);
  let metadata: Metadata;
  try {
    metadata = await sharp(bytes, decodeOptions).metadata();
  } catch {
    throw new ImageRefused(400, `The ${NAMES[type]} file is damaged and cannot be read.`);
  }
  // sharp names AVIF "heif"; HEIC (the same container, another codec) is not taken.
  const decoded =
    metadata.format === "heif" ? (metadata.compression === "av1" ? "avif" : null) : metadata.format;
  if (decoded !== type) {
    throw new ImageRefused(415, `This file is not a picture we take. ${ACCEPTED}`);
  }
  if ((metadata.pages ?? 1) > 1) {
    throw new ImageRefused(415, "Animated pictures are not taken. Upload a single picture.");
  }
  const leftover = leftoverOf(type, bytes);
  if (leftover === "truncated") {
    throw new ImageRefused(400, `The ${NAMES[type]} file is cut short and cannot be read.`);
  }
  if (leftover) {
    throw new ImageRefused(
      422,
      `The ${NAMES[type]} file holds something besides the picture. Export the picture again ` +
        "from an image editor and upload that.",
    );
  }
  const rawWidth = metadata.width ?? 0;
  const rawHeight = metadata.height ?? 0;
  if (rawWidth > MAX_IMAGE_SIDE || rawHeight > MAX_IMAGE_SIDE) {
    throw new ImageRefused(
      422,
      `The picture is ${rawWidth} × ${rawHeight} pixels; at most ${MAX_IMAGE_SIDE} a side is taken.`,
    );
  }
  // EXIF orientations 5 to 8 turn the picture a quarter: its width is the stored height.
  const turned = (metadata.orientation ?? 1) >= 5;
  const hash = sha256(bytes);
  return {
    id: hash.slice(0, 24),
    sha256: hash,
    sourceFormat: type,
    sourceBytes: bytes.length,
    width: turned ? rawHeight : rawWidth,
    height: turned ? rawWidth : rawHeight,
  };
}

/**
 * The files a checked picture is served as. Decoded once, turned upright by its EXIF
 * orientation and scaled to the largest width; every file is encoded from those pixels, so
 * no metadata (EXIF, GPS, XMP, comments) and no byte of the upload is carried over.
 */
export async function makeVariants(bytes: Buffer, image: CheckedImage): Promise<ImageVariant[]> {
  const widths = mediaWidths(image.width);
  let base: { data: Buffer; info: OutputInfo };
  try {
    base = await sharp(bytes, decodeOptions)
      .rotate()
      .resize({ width: widths.at(-1)!, withoutEnlargement: true })
      .toColourspace("srgb")
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch {
    throw new ImageRefused(400, `The ${NAMES[image.sourceFormat]} file cannot be decoded.`);
  }
  const { width, height, channels } = base.info;
  const variants: ImageVariant[] = [];
  for (const w of widths) {
    for (const format of MEDIA_FORMATS) {
      const pixels = sharp(base.data, { raw: { width, height, channels } }).resize({ width: w });
      const out = await encoders[format](pixels).toBuffer({ resolveWithObject: true });
      variants.push({
        width: w,
        height: out.info.height,
        format,
        bytes: out.data,
        etag: `"${sha256(out.data).slice(0, 32)}"`,
      });
    }
  }
  return variants;
}

export interface StoredImage {
  id: string;
  /** What a content entry's image field holds: `/media/<id>/<width>x<height>`. */
  src: string;
  width: number;
  height: number;
  alt: string;
  /** False when the same file had been uploaded before: nothing new was stored. */
  created: boolean;
}

/** The description an upload must come with: the words a screen reader says instead. */
export function checkAlt(raw: unknown): string {
  const alt = typeof raw === "string" ? raw.trim() : "";
  if (!alt) {
    throw new ImageRefused(
      400,
      "Describe the picture: the description is read out to people who cannot see it.",
    );
  }
  if (alt.length > MAX_ALT_LENGTH) {
    throw new ImageRefused(400, `The description is longer than ${MAX_ALT_LENGTH} characters.`);
  }
  return alt;
}

// One upload decoded at a time: a second waits rather than doubling the memory.
let queue: Promise<unknown> = Promise.resolve();
function oneAtATime<T>(work: () => Promise<T>): Promise<T> {
  const run = queue.then(work, work);
  queue = run.catch(() => undefined);
  return run;
}

export interface UploadActor {
  id: string;
  email: string;
}

/**
 * The account's uploads within the hour, from the audit log (every upload is recorded
 * there, the same file again too): a sliding hour, the same on every instance.
 */
async function uploadsInLastHour(db: Db, actorId: string): Promise<number> {
  return db.$count(
    auditLog,
    and(
      eq(auditLog.action, "image-uploaded"),
      gt(auditLog.at, sql`now() - interval '1 hour'`),
      eq(auditLog.actorId, actorId),
    ),
  );
}

/** Bytes of every stored picture file; octet_length reads the size, not the bytes. */
async function storedBytes(db: Db): Promise<number> {
  const [row] = await db
    .select({
      bytes: sql<number>`coalesce(sum(octet_length(${contentImageVariants.bytes})), 0)::float8`,
    })
    .from(contentImageVariants);
  return row?.bytes ?? 0;
}

/**
 * Checks, re-encodes and stores an upload, and records it in the audit log in the same
 * transaction (who, which picture, when). The same file again is not encoded twice: the
 * stored picture is answered, and the upload is still recorded. An account uploads at most
 * `limits.perAccountPerHour` in an hour, and a new picture is refused once the stored ones
 * take `limits.storedBytes` (two uploads at the same moment may both pass either check:
 * each is bounded, not exact).
 */
export async function storeImage(
  db: Db,
  input: { bytes: Buffer; alt: unknown; actor: UploadActor },
  limits: UploadLimits = UPLOAD_LIMITS,
): Promise<StoredImage> {
  const alt = checkAlt(input.alt);
  if ((await uploadsInLastHour(db, input.actor.id)) >= limits.perAccountPerHour) {
    throw new ImageRefused(
      429,
      `You have uploaded ${limits.perAccountPerHour} pictures in the last hour, as many as ` +
        "the console takes from one person. Try again later in the hour.",
    );
  }
  const image = await checkImage(input.bytes);
  const [existing] = await db
    .select({ id: contentImages.id })
    .from(contentImages)
    .where(eq(contentImages.sha256, image.sha256));
  if (!existing && (await storedBytes(db)) >= limits.storedBytes) {
    throw new ImageRefused(
      507,
      "The space for pictures is full: no new picture can be stored. Ask the people who " +
        "run the website to make room.",
    );
  }
  const variants = existing ? [] : await oneAtATime(() => makeVariants(input.bytes, image));
  const created = await db.transaction(async (tx) => {
    const inserted = existing
      ? []
      : await tx
          .insert(contentImages)
          .values({
            id: image.id,
            sha256: image.sha256,
            width: image.width,
            height: image.height,
            sourceFormat: image.sourceFormat,
            sourceBytes: image.sourceBytes,
            alt,
            uploadedBy: input.actor.id,
          })
          .onConflictDoNothing()
          .returning({ id: contentImages.id });
    if (inserted.length > 0) {
      await tx
        .insert(contentImageVariants)
        .values(variants.map((v) => ({ imageId: image.id, ...v })));
    }
    await audit(tx, {
      actorId: input.actor.id,
      actorEmail: input.actor.email,
      action: "image-uploaded",
      target: `image:${image.id}`,
      detail: {
        format: image.sourceFormat,
        bytes: image.sourceBytes,
        width: image.width,
        height: image.height,
        alreadyStored: inserted.length === 0,
      },
    });
    return inserted.length > 0;
  });
  return {
    id: image.id,
    src: mediaReference(image),
    width: image.width,
    height: image.height,
    alt,
    created,
  };
}
