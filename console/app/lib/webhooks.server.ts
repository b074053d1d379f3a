import type { Db } from "#server/db/database.ts";
import type { Actor } from "#server/staff/accounts.server.ts";
import { isUuid } from "#server/staff/lead-work.server.ts";
import type { StaffSession } from "#server/staff/sessions.server.ts";
import { listEndpoints, type EndpointSummary } from "#server/webhooks/endpoints.server.ts";

export const NO_ENDPOINT = "There is no such endpoint.";
export const NOT_SET_UP = "Webhooks are not set up on this server.";

/** The endpoint an id names (from the URL or a form): the one parser of endpoint ids. */
export async function findEndpoint(db: Db, id: unknown): Promise<EndpointSummary | null> {
  if (!isUuid(id)) return null;
  return (await listEndpoints(db)).find((e) => e.id === id) ?? null;
}

/** Who changes an endpoint: endpoints.ts writes each change to the audit log under it. */
export function actorOf(session: StaffSession | null): Actor {
  if (!session) throw new Error("a webhook change ran without a session");
  return { id: session.account.id, email: session.account.email };
}
