import { data } from "react-router";
import type { Route } from "./+types/api.passkey";
import { authorize, postOnly } from "../lib/access.server.ts";
import { ceremonies, type CeremonyBody, type CeremonyName } from "../lib/ceremonies.server.ts";

const MAX_JSON_BYTES = 16 * 1024;

/** Only POST: a GET is answered 404. */
export const loader = postOnly;

async function jsonBody(request: Request): Promise<CeremonyBody | null> {
  if (!request.headers.get("content-type")?.startsWith("application/json")) return null;
  const text = await request.text();
  if (text.length > MAX_JSON_BYTES) return null;
  try {
    const body: unknown = JSON.parse(text);
    return body && typeof body === "object" && !Array.isArray(body) ? (body as CeremonyBody) : null;
  } catch {
    return null;
  }
}

/** POST /staff/api/<ceremony>/<options|verify>: JSON in, JSON out. */
export async function action(args: Route.ActionArgs) {
  const staff = authorize(args);
  const ceremony = ceremonies[args.params.ceremony as CeremonyName];
  const step = args.params.step === "options" ? "options" : "verify";
  const body = await jsonBody(args.request);
  if (!body) return data({ error: "Send a JSON object." }, { status: 400 });
  // A resource route's plain object or data() goes out as JSON.
  return ceremony[step]({ staff, body, request: args.request });
}
