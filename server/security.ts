import { randomBytes } from "node:crypto";
import type { RequestHandler, Response } from "express";
import helmet from "helmet";

const NONCE_BYTES = 16;

/**
 * The Content-Security-Policy of an HTML page, given what may run as script besides our
 * own files: `'nonce-…'` for a page rendered per request, `'sha256-…'` hashes of its
 * inline scripts for a page prerendered at build time (scripts/page-hashes.ts). Never
 * 'unsafe-inline' for scripts.
 */
export function contentSecurityPolicy(scriptSources: string[]): string {
  return [
    "default-src 'self'",
    ["script-src 'self'", ...scriptSources].join(" "),
    // React and the dialog library set style attributes; no inline <script> is allowed.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    // The Bulk Pay file checker's Web Worker: a file of our own build, never blob: or data:.
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/**
 * Every other security header, the same on every response: computed once from helmet's
 * defaults and our settings, so the server and the build's `_headers` file send the same.
 */
function computeSecurityHeaders(): Record<string, string> {
  const headers: Record<string, string> = {};
  const collect = {
    setHeader: (name: string, value: string) => void (headers[name] = String(value)),
    removeHeader: () => undefined,
  } as unknown as Response;
  helmet({
    contentSecurityPolicy: false,
    strictTransportSecurity: { maxAge: 63072000, includeSubDomains: true, preload: true },
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    crossOriginEmbedderPolicy: false,
    xFrameOptions: { action: "deny" },
  })({} as never, collect, () => undefined);
  headers["Permissions-Policy"] =
    "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()";
  return headers;
}

export const SECURITY_HEADERS: Readonly<Record<string, string>> = computeSecurityHeaders();

/** A fresh nonce per response, for the inline scripts of pages rendered per request. */
export const assignNonce: RequestHandler = (_req, res, next) => {
  res.locals.nonce = randomBytes(NONCE_BYTES).toString("base64");
  next();
};

/**
 * The security headers, and a CSP allowing the response's nonce: pages rendered per
 * request (not found, errors, answers to forms posted without JavaScript) carry it on
 * their inline scripts (see entry.server). Prerendered pages replace it with their
 * hash-based policy (static-pages.ts).
 */
export function securityHeaders(): RequestHandler[] {
  return [
    (_req, res, next) => {
      for (const [name, value] of Object.entries(SECURITY_HEADERS)) res.setHeader(name, value);
      const nonce = res.locals.nonce as string;
      res.setHeader("Content-Security-Policy", contentSecurityPolicy([`'nonce-${nonce}'`]));
      next();
    },
  ];
}
