import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { authorize } from "#console/lib/access.server.ts";
import { staffLoadContext } from "#console/lib/context.ts";
import type { ConsoleContext } from "#server/staff/console-context.ts";
import type { StaffSession } from "#server/staff/sessions.server.ts";

// The console's access check by itself, for a request the server would have refused
// already (server/staff/router.ts answers only GET, HEAD and POST): it must read the
// method as sent, not take every non-POST for a GET.
const staleAdmin = {
  idHash: "x",
  account: { id: "00000000-0000-4000-8000-000000000001", email: "a@b.test", roles: ["admin"] },
  createdAt: new Date(Date.now() - 3_600_000),
  verifiedAt: new Date(Date.now() - 600_000),
} as unknown as StaffSession;

const context = new RouterContextProvider();
context.set(staffLoadContext, {
  console: {} as ConsoleContext,
  session: staleAdmin,
  staleCookie: false,
  clientIp: "127.0.0.1",
});

function refusal(method: string, path: string): unknown {
  const request = new Request(`https://nkabompay.test/staff${path}`, { method });
  try {
    authorize({ request, context });
    return "allowed";
  } catch (thrown) {
    // A redirect is thrown as a Response, a refusal as data() with its status.
    if (thrown instanceof Response) return thrown.status;
    return (thrown as { init?: { status?: number } }).init?.status;
  }
}

describe("authorize() and the request's method", () => {
  it("finds no entry for PUT, PATCH or DELETE with a stale admin session: 404", () => {
    for (const method of ["PUT", "PATCH", "DELETE"]) {
      for (const path of ["/team", "/webhooks", "/requests/erase", "/leads"]) {
        expect(refusal(method, path), `${method} ${path}`).toBe(404);
      }
    }
  });

  it("reads with a stale session, and sends its POST of a sensitive action to re-verify", () => {
    expect(refusal("GET", "/team")).toBe("allowed");
    expect(refusal("HEAD", "/team")).toBe("allowed");
    expect(refusal("POST", "/team")).toBe(303);
  });
});
