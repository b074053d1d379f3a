import { isUtf8 } from "node:buffer";
import express, { type ErrorRequestHandler, type Request, type Router } from "express";
import type { LeadKind, LeadOutcome, LeadService } from "#app/lib/forms/lead-service.ts";
import { isFormKind } from "./leads/form-token.ts";
import { isIdempotencyKey } from "./leads/idempotency.ts";
import { logSafeError } from "./log-safe-error.ts";
import { bodyType } from "./content-type.ts";
import type { Logger } from "./logger.ts";

/** Largest JSON body the lead API accepts (issue: 413 past 16 KiB). */
export const MAX_BODY_BYTES = 16 * 1024;

export function clientIp(req: Request): string {
  return req.ip ?? req.socket.remoteAddress ?? "unknown";
}

export function sendOutcome(res: express.Response, outcome: LeadOutcome) {
  if ("retryAfterSeconds" in outcome && outcome.retryAfterSeconds !== undefined) {
    res.setHeader("Retry-After", String(outcome.retryAfterSeconds));
  }
  const { status, ...body } = outcome;
  delete (body as { retryAfterSeconds?: number }).retryAfterSeconds;
  res.status(status).json(body);
}

/**
 * The JSON API keeping the seed's contract: POST /api/subscribe, /api/contact, /api/demo.
 * It only parses and answers; the LeadService validates, stores and queues the mail. The
 * other way in, a form posted without JavaScript, is its page's action
 * (app/lib/forms/route-actions.server.ts): both call `LeadService.submit`
 * (docs/lead-capture.md, "A contact message, step by step").
 */
export function leadApi(leads: LeadService, logger: Logger, minFillMs = 0): Router {
  const router = express.Router();
  // Our own forms fetch a signed token when a visitor starts filling one in (see
  // server/leads/form-token.ts); `readyInMs` tells them how soon it may be sent.
  // A token is for one form (`?form=subscribe|contact|demo`) and one stored submission.
  router.get("/form-token", (req, res) => {
    res.setHeader("Cache-Control", "no-store");
    if (!leads.issueFormToken) return res.status(404).json({ message: "No such endpoint." });
    const form = req.query.form;
    if (!isFormKind(form)) {
      return res
        .status(400)
        .json({ message: "Name the form: ?form=subscribe, ?form=contact or ?form=demo." });
    }
    res.json({ token: leads.issueFormToken(form), readyInMs: minFillMs });
  });
  router.use((req, res, next) => {
    res.setHeader("Cache-Control", "no-store");
    if (req.method !== "POST") {
      res.setHeader("Allow", "POST");
      return res.status(405).json({ message: "Use POST." });
    }
    const type = bodyType(req.get("content-type"));
    if (type?.essence !== "application/json" || !type.utf8) {
      return res.status(415).json({ message: "Send the form as application/json in UTF-8." });
    }
    next();
  });
  router.use(
    express.json({
      limit: MAX_BODY_BYTES,
      strict: true,
      type: "application/json",
      // JSON is UTF-8 (RFC 8259): other bytes would be stored as U+FFFD, not as typed.
      verify: (_req, _res, body) => {
        if (!isUtf8(body)) throw Object.assign(new Error("body is not UTF-8"), { status: 400 });
      },
    }),
  );

  const endpoint = (kind: LeadKind) => async (req: Request, res: express.Response) => {
    const idempotencyKey = req.get("idempotency-key");
    if (idempotencyKey !== undefined && !isIdempotencyKey(idempotencyKey)) {
      return res.status(400).json({
        message: "The Idempotency-Key header must be 1 to 255 visible ASCII characters.",
        errors: {},
      });
    }
    const outcome = await leads.submit(kind, req.body, {
      ip: clientIp(req),
      userAgent: req.get("user-agent"),
      source: typeof req.body?.source === "string" ? req.body.source : undefined,
      idempotencyKey,
    });
    sendOutcome(res, outcome);
  };
  router.post("/subscribe", endpoint("subscribe"));
  router.post("/contact", endpoint("contact"));
  router.post("/demo", endpoint("demo"));
  router.use((_req, res) => res.status(404).json({ message: "No such endpoint." }));

  const onError: ErrorRequestHandler = (err, _req, res, _next) => {
    const status = (err as { status?: number }).status;
    if (status === 413) return res.status(413).json({ message: "The request is too large." });
    if (status === 400 || (err as { type?: string }).type === "entity.parse.failed") {
      return res.status(400).json({ message: "The request body is not valid JSON.", errors: {} });
    }
    if (status === 415) return res.status(415).json({ message: "Unsupported content encoding." });
    logger.error({ error: logSafeError(err) }, "lead api failed");
    res.status(500).json({ message: "Something went wrong on our side. Please try again." });
  };
  router.use(onError);
  return router;
}
