import type { RequestHandler } from "express";
import type { Logger } from "./logger.ts";

/**
 * A host name or address with an optional port, as a URL's authority would hold it, and
 * nothing else (no user, path, query or space). Parsed by the WHATWG URL parser, as React
 * Router will parse it to build the request's URL.
 */
export function isValidHost(value: string): boolean {
  if (value === "" || /[\s/\\?#@]/.test(value)) return false;
  try {
    new URL(`http://${value}`);
    return true;
  } catch {
    return false;
  }
}

/**
 * Refuses a request whose Host (or, behind a trusted proxy, X-Forwarded-Host) cannot be
 * part of a URL: `%zz`, `a b`, `x:99999999`, `[`. React Router builds each request's URL
 * from it, and used to fail with a 500 and an error log of the whole URL. A client's
 * mistake, so a 400 and a warning with the path only (the query may carry a token).
 */
export function rejectMalformedHost(logger: Logger): RequestHandler {
  return (req, res, next) => {
    // Only HTTP/1.0 may leave Host out (Node refuses HTTP/1.1 without it).
    const hosts = req.headers.host === undefined ? [] : [req.headers.host];
    const forwarded = req.get("x-forwarded-host");
    if (req.app.enabled("trust proxy") && forwarded !== undefined) {
      hosts.push(...forwarded.split(",").map((entry) => entry.trim()));
    }
    if (hosts.every(isValidHost)) return next();
    logger.warn({ method: req.method, path: req.path.slice(0, 200) }, "malformed Host header");
    res.status(400).type("text").send("Bad request: the Host header is not a host name.");
  };
}
