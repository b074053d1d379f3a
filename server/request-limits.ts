import type { RequestHandler } from "express";
import { MAX_BODY_BYTES } from "./api.ts";
import { IMAGE_UPLOAD_PATH, MAX_UPLOAD_BODY_BYTES } from "./content/image-limits.ts";

/** No page URL comes near this; browsers and proxies commonly cap at 2–8 KB. */
export const MAX_URL_BYTES = 2048;
/** The deepest page is two segments deep; anything past this cannot be a page. */
export const MAX_PATH_SEGMENTS = 16;

/** The answer goes out and the socket closes: the unread body is neither read nor waited for. */
function closeAfter(res: Parameters<RequestHandler>[1]) {
  res.setHeader("Connection", "close");
}

/**
 * Refuses absurd URLs before any routing: React Router's matching grows faster than
 * linearly with the number of segments (a 14 KB path of `a/` cost seconds of CPU).
 * Checking the length and counting slashes takes the same short time for any URL.
 */
export const rejectAbsurdUrls: RequestHandler = (req, res, next) => {
  const url = req.url;
  if (url.length > MAX_URL_BYTES) {
    return res.status(414).type("text").send("The address is too long.");
  }
  const query = url.indexOf("?");
  const pathname = query === -1 ? url : url.slice(0, query);
  let slashes = 0;
  for (let i = 0; i < pathname.length; i++) if (pathname.charCodeAt(i) === 47) slashes++;
  if (slashes > MAX_PATH_SEGMENTS) return res.status(404).type("text").send("Not found.");
  // No address of the site holds a NUL; passed on, it reached a database query as a search
  // or a token, which PostgreSQL refuses (a 500).
  if (url.includes("%00")) {
    return res.status(400).type("text").send("The address holds a character no page takes.");
  }
  next();
};

/**
 * The bound of a body: small everywhere but the console's picture upload (5 MB and a form)
 * and its content editor's form (a whole entry).
 */
function maxBodyBytes(url: string, path: string): number {
  if (path === IMAGE_UPLOAD_PATH) return MAX_UPLOAD_BODY_BYTES;
  return CONTENT_EDITOR.test(url) ? MAX_CONTENT_FORM_BYTES : MAX_BODY_BYTES;
}

/**
 * The console's content editor posts a whole entry as one form: the terms and conditions,
 * 27 clauses, run to about 150 KB once URL-encoded with their field names.
 */
export const MAX_CONTENT_FORM_BYTES = 512 * 1024;
const CONTENT_EDITOR = /^\/staff\/content\/[^/?]+\/[^/?]+(?:\.data)?(?:\?|$)/;

/**
 * Every body this site accepts is a small form or JSON object, but for a picture uploaded
 * from the content editor and the editor's own form (above). The declared length decides
 * at once: too large → 413, no length (chunked) → 411, and the connection is closed rather
 * than reading (or waiting for) a body that may never end.
 */
export const rejectLargeBodies: RequestHandler = (req, res, next) => {
  const declared = req.headers["content-length"];
  const chunked = req.headers["transfer-encoding"] !== undefined;
  if (declared === undefined && !chunked) return next();
  if (declared === undefined) {
    closeAfter(res);
    return res.status(411).type("text").send("Length required: send a Content-Length header.");
  }
  if (Number(declared) > maxBodyBytes(req.originalUrl, req.path)) {
    closeAfter(res);
    const upload = req.path === IMAGE_UPLOAD_PATH;
    return res
      .status(413)
      .type("text")
      .send(upload ? "The file is larger than 5 MB." : "The request is too large.");
  }
  next();
};
