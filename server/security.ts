import { randomBytes } from "node:crypto";
import type { RequestHandler } from "express";
import helmet from "helmet";

const NONCE_BYTES = 16;
/** Characters in every nonce (base64 of NONCE_BYTES): prerendered pages are compressed for it. */
export const NONCE_LENGTH = Math.ceil(NONCE_BYTES / 3) * 4;

/** A fresh nonce per response; React Router's inline scripts carry it (see entry.server). */
export const assignNonce: RequestHandler = (_req, res, next) => {
  res.locals.nonce = randomBytes(NONCE_BYTES).toString("base64");
  next();
};

export const STRICT_TRANSPORT_SECURITY = "max-age=63072000; includeSubDomains; preload";
export const PERMISSIONS_POLICY =
  "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()";

export function securityHeaders(): RequestHandler[] {
  return [
    helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: [
            "'self'",
            (_req, res) =>
              `'nonce-${(res as unknown as { locals: { nonce: string } }).locals.nonce}'`,
          ],
          // React and the dialog library set style attributes; no inline <script> is allowed.
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", "data:"],
          fontSrc: ["'self'"],
          connectSrc: ["'self'"],
          manifestSrc: ["'self'"],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'none'"],
        },
      },
      strictTransportSecurity: { maxAge: 63072000, includeSubDomains: true, preload: true },
      referrerPolicy: { policy: "strict-origin-when-cross-origin" },
      crossOriginEmbedderPolicy: false,
      xFrameOptions: { action: "deny" },
    }),
    (_req, res, next) => {
      res.setHeader("Permissions-Policy", PERMISSIONS_POLICY);
      next();
    },
  ];
}
