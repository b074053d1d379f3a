import { and, eq } from "drizzle-orm";
import type { RequestHandler } from "express";
import { MEDIA_FILE, MEDIA_TYPES, type MediaFormat } from "#app/lib/media.ts";
import { ASSET_CACHE_CONTROL } from "../cache-policy.ts";
import type { Db } from "../db/database.ts";
import { contentImageVariants } from "../db/schema.ts";

/**
 * GET /media/<id>-<width>.<format>: the files of the pictures uploaded from the content
 * editor, read from the database (so any instance answers). A file's name never changes
 * meaning (the id is its upload's hash), so it is cached for good like /assets.
 */
export function serveMedia(db: Db): RequestHandler {
  return async (req, res, next) => {
    try {
      if (req.method !== "GET" && req.method !== "HEAD") {
        res.setHeader("Allow", "GET, HEAD");
        return void res
          .status(405)
          .type("text")
          .send("Method not allowed here. Allowed: GET, HEAD.");
      }
      // Only the name's shape is checked before the database: any other name is not one of ours.
      const match = MEDIA_FILE.exec(req.path.slice(1));
      if (!match) return void notFound(res);
      const [, id, width, format] = match as unknown as [string, string, string, MediaFormat];
      const [file] = await db
        .select({ bytes: contentImageVariants.bytes, etag: contentImageVariants.etag })
        .from(contentImageVariants)
        .where(
          and(
            eq(contentImageVariants.imageId, id),
            eq(contentImageVariants.width, Number(width)),
            eq(contentImageVariants.format, format),
          ),
        );
      if (!file) return void notFound(res);
      res.setHeader("Cache-Control", ASSET_CACHE_CONTROL);
      res.setHeader("Content-Type", MEDIA_TYPES[format]);
      res.setHeader("X-Content-Type-Options", "nosniff");
      res.setHeader("ETag", file.etag);
      if (matches(req.get("if-none-match"), file.etag)) return void res.status(304).end();
      res.setHeader("Content-Length", String(file.bytes.length));
      res.status(200).end(req.method === "HEAD" ? undefined : file.bytes);
    } catch (error) {
      next(error);
    }
  };
}

function notFound(res: Parameters<RequestHandler>[1]) {
  // Briefly: a picture uploaded a moment later takes this name.
  res.setHeader("Cache-Control", "public, max-age=60");
  res.status(404).type("text").send("Not found.");
}

/**
 * Whether the client's copy is this file. Not `req.fresh`: it says no whenever the request
 * carries `Cache-Control: no-cache`, which fetch() adds to every conditional request, yet
 * a revalidation is just what such a request asks the origin for.
 */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(",")
    .map((tag) => tag.trim().replace(/^W\//, ""))
    .some((tag) => tag === "*" || tag === etag);
}
