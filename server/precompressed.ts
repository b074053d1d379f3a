import { readdirSync } from "node:fs";
import path from "node:path";
import type { RequestHandler } from "express";

/**
 * Sends the build's Brotli or gzip twin of a static file (scripts/precompress.ts) to a
 * browser that takes it, by pointing the request at the twin before express.static serves
 * it: headers, ranges and caching stay express.static's, and the compression middleware
 * leaves a response that is already encoded alone. Only files listed at start-up are
 * considered, so no request can name a path of its own.
 */
const ENCODINGS = [
  ["br", ".br"],
  ["gzip", ".gz"],
] as const;

export function servePrecompressed(root: string): RequestHandler {
  const twins = new Set(
    readdirSync(root, { recursive: true, encoding: "utf8" })
      .filter((file) => /\.(br|gz)$/.test(file))
      .map((file) => "/" + file.split(path.sep).join("/")),
  );
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    // Brotli first: its twin is the smaller one. A request for a twin itself finds no twin
    // of its own, so it gets the plain answer.
    const found = ENCODINGS.find(
      ([encoding, suffix]) => req.acceptsEncodings(encoding) && twins.has(req.path + suffix),
    );
    if (!found) return next();
    const [encoding, suffix] = found;
    res.type(path.extname(req.path));
    res.setHeader("Content-Encoding", encoding);
    res.vary("Accept-Encoding");
    req.url = req.path + suffix + req.url.slice(req.path.length);
    next();
  };
}
