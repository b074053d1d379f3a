import { isUtf8 } from "node:buffer";
import { data } from "react-router";
import type { Route } from "./+types/api.passkey";
import { authorize, postOnly } from "../lib/access.server.ts";
import { ceremonies, type CeremonyBody, type CeremonyName } from "../lib/ceremonies.server.ts";
import { storableJson, storableText } from "#server/shared/storable-text.ts";

const MAX_JSON_BYTES = 16 * 1024;
const NOT_JSON = "Send a JSON object.";
const UNREADABLE_NAME =
  "The passkey's name holds characters the console cannot take. Check what you typed.";
const UNREADABLE = "The request holds characters the console cannot take.";

/** Only POST: a GET is answered 404. */
export const loader = postOnly;

/**
 * The ceremony's JSON object, or why it is refused. The one check of every ceremony's text
 * (sign-in, invitation, re-verification, a new passkey): bytes that are not UTF-8, a NUL
 * or a lone surrogate anywhere in it is a 400 here, before a handler stores or looks it up.
 */
async function jsonBody(
  request: Request,
): Promise<{ body: CeremonyBody; refused?: undefined } | { body?: undefined; refused: string }> {
  if (!request.headers.get("content-type")?.startsWith("application/json")) {
    return { refused: NOT_JSON };
  }
  const bytes = new Uint8Array(await request.arrayBuffer());
  if (bytes.length > MAX_JSON_BYTES) return { refused: NOT_JSON };
  if (!isUtf8(bytes)) return { refused: UNREADABLE };
  let body: unknown;
  try {
    body = JSON.parse(Buffer.from(bytes).toString("utf8"));
  } catch {
    return { refused: NOT_JSON };
  }
  if (!body || typeof body !== "object" || Array.isArray(body)) return { refused: NOT_JSON };
  const { name } = body as CeremonyBody;
  if (typeof name === "string" && !storableText(name)) return { refused: UNREADABLE_NAME };
  if (!storableJson(body)) return { refused: UNREADABLE };
  return { body: body as CeremonyBody };
}

/** POST /staff/api/<ceremony>/<options|verify>: JSON in, JSON out. */
export async function action(args: Route.ActionArgs) {
  const staff = authorize(args);
  const ceremony = ceremonies[args.params.ceremony as CeremonyName];
  const step = args.params.step === "options" ? "options" : "verify";
  const { body, refused } = await jsonBody(args.request);
  if (!body) return data({ error: refused }, { status: 400 });
  // A resource route's plain object or data() goes out as JSON.
  return ceremony[step]({ staff, body, request: args.request });
}
