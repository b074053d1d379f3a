import { Readable } from "node:stream";
import type { ConsoleContext } from "#server/staff/console-context.ts";
import { recordEvent } from "#server/staff/audit-log.server.ts";
import type { StaffSession } from "#server/staff/sessions.server.ts";

const types = { csv: "text/csv; charset=utf-8", json: "application/json; charset=utf-8" };

/**
 * A file the browser saves (never shows), named with today's date. A Node stream is passed
 * on as the body; the adapter writes it with back-pressure, so an export of a million rows
 * holds one batch in memory at a time (`npm run bench:console`).
 */
export function download(
  body: string | Readable,
  kind: keyof typeof types,
  name: string,
): Response {
  const day = new Date().toISOString().slice(0, 10);
  const stream = typeof body === "string" ? body : Readable.toWeb(body);
  return new Response(stream as BodyInit, {
    headers: {
      "Content-Type": types[kind],
      "Content-Disposition": `attachment; filename="${name}-${day}.${kind}"`,
    },
  });
}

/**
 * Records an export once its stream ended with the number of rows it held. The file has
 * gone out by then: a failed write to the audit log is logged, it cannot undo the export.
 */
export function auditExportWhenDone(
  ctx: ConsoleContext,
  session: StaffSession,
  target: string,
  what: string,
): (rows: number) => void {
  const { id, email } = session.account;
  return (rows) =>
    void recordEvent(ctx.db, {
      actorId: id,
      actorEmail: email,
      action: "export",
      target,
      detail: { what, rows },
    }).catch((err: unknown) => ctx.logger.error({ err }, "audit of an export failed"));
}
