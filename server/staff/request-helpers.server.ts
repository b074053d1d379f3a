import type { Request } from "express";
import { sessionCookieName } from "./sessions.server.ts";

/** The session cookie's value in a Cookie header, if there is one. */
export function sessionToken(cookieHeader: string | null | undefined, secure: boolean) {
  const name = sessionCookieName(secure);
  for (const part of (cookieHeader ?? "").split(";")) {
    const [key, ...value] = part.trim().split("=");
    if (key === name) return value.join("=");
  }
  return undefined;
}

/** The session cookie's value, if the request carries one. */
export function readCookie(req: Request, secure: boolean): string | undefined {
  return sessionToken(req.get("cookie"), secure);
}

/** The client's address as Express sees it (TRUST_PROXY decides whether to believe proxies). */
export function clientAddress(req: Request): string {
  return req.ip ?? req.socket.remoteAddress ?? "unknown";
}
