import type { Db } from "../../../server/db/database.ts";
import { audit, type AuditAction } from "../../../server/staff/audit-log.ts";
import { isUuid } from "../../../server/staff/lead-work.ts";
import type { StaffSession } from "../../../server/staff/sessions.ts";
import { listEndpoints, type EndpointSummary } from "../../../server/webhooks/endpoints.ts";

export const NO_ENDPOINT = "There is no such endpoint.";
export const NOT_SET_UP = "Webhooks are not set up on this server.";

/** The endpoint an id names (from the URL or a form): the one parser of endpoint ids. */
export async function findEndpoint(db: Db, id: unknown): Promise<EndpointSummary | null> {
  if (!isUuid(id)) return null;
  return (await listEndpoints(db)).find((e) => e.id === id) ?? null;
}

/** Every change goes into the audit log: who, which endpoint, what; never a secret. */
export async function recordChange(
  db: Db,
  session: StaffSession,
  action: AuditAction,
  endpointId: string,
  detail: Record<string, unknown>,
) {
  const { id, email } = session.account;
  await audit(db, {
    actorId: id,
    actorEmail: email,
    action,
    target: `webhook:${endpointId}`,
    detail,
  });
}
