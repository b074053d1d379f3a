import { pino, type Logger } from "pino";

export type { Logger };

/** JSON lines on stdout: one object per event, easy to grep and to ship. */
export function createLogger(level: string): Logger {
  return pino({
    level,
    base: { service: "website" },
    timestamp: pino.stdTimeFunctions.isoTime,
    redact: ["req.headers.cookie", "req.headers.authorization"],
  });
}
