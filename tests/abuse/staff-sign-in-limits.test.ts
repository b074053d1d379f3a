import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inviteStaff, OPERATOR } from "#server/staff/accounts.server.ts";
import { createSession } from "#server/staff/sessions.server.ts";
import { hasBuild } from "./support/built-server.ts";
import { startConsole, type ConsoleUnderTest } from "./support/staff-console.ts";

// Issue 29 (F10): the console's sign-in limit counted each IPv6 address, so a client with
// a /64 was never limited, and every anonymous failure added a row to the append-only
// audit log. Behind one trusted proxy (TRUST_PROXY=1), the client's address is the one
// the proxy appends to X-Forwarded-For.

/**
 * The limiter's windows are ten fixed minutes (aligned to the epoch): a burst that crosses
 * a window's end is counted afresh after it. The bounds below hold per window spanned.
 */
const WINDOW_MS = 600_000;
const windowsSince = (start: number) =>
  Math.floor(Date.now() / WINDOW_MS) - Math.floor(start / WINDOW_MS) + 1;

describe.skipIf(!hasBuild)("staff sign-in limits", () => {
  let app: ConsoleUnderTest;
  beforeAll(async () => {
    app = await startConsole({ TRUST_PROXY: "1" });
  });
  afterAll(async () => {
    await app?.stop();
  });

  const failedSignIns = async () => {
    const result = (await app.database.db.execute(
      sql`select count(*)::int as n from audit_log
          where action in ('sign-in', 'sign-in-recovery-code', 're-verify') and not success`,
    )) as unknown as { rows: { n: number }[] };
    return result.rows[0]!.n;
  };
  const recoveryCode = (ip: string, i: number) =>
    app.request("POST", "/sign-in/recovery", {
      body: `email=nobody${i}%40nkabompay.test&code=AAAA-BBBB-CCCC`,
      headers: { "x-forwarded-for": ip },
    });
  const passkey = (ip: string) =>
    app.request("POST", "/api/sign-in/verify", {
      type: "application/json",
      body: JSON.stringify({ challengeId: "forged", response: { id: "no-such-passkey" } }),
      headers: { "x-forwarded-for": ip },
    });

  it("counts an IPv6 client per /64, like lead capture, and an IPv4 client per address", async () => {
    const statuses: number[] = [];
    const start = Date.now();
    // Every attempt from another address of the same /64: still one client, allowed 30
    // attempts a window (recovery codes and passkeys alike).
    for (let i = 1; i <= 63; i++) {
      const ip = `2001:db8:1:2:${i.toString(16)}::1`;
      statuses.push((i % 2 ? await recoveryCode(ip, i) : await passkey(ip)).status);
    }
    const refused = statuses.filter((s) => s === 429).length;
    expect(refused).toBeGreaterThanOrEqual(63 - 30 * windowsSince(start));
    expect(statuses.filter((s) => s !== 429).every((s) => s === 401)).toBe(true);
    // Another /64 of the same provider, and an IPv4 address, are other clients.
    expect((await recoveryCode("2001:db8:1:3::1", 0)).status).toBe(401);
    expect((await recoveryCode("198.51.100.20", 0)).status).toBe(401);
  });

  it("writes at most five failed sign-ins of one client to the audit log in ten minutes", async () => {
    const before = await failedSignIns();
    const start = Date.now();
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) {
      const answer = i % 2 ? await passkey("198.51.100.7") : await recoveryCode("198.51.100.7", i);
      statuses.push(answer.status);
    }
    // Each of the 30 was answered, and refused, as before; five (a window) reached the log.
    const windows = windowsSince(start);
    expect(statuses.every((s) => s === 401)).toBe(true);
    const written = (await failedSignIns()) - before;
    expect(written).toBeGreaterThanOrEqual(5);
    expect(written).toBeLessThanOrEqual(5 * windows);
    // Another client's failures are still recorded.
    await passkey("198.51.100.8");
    expect((await failedSignIns()) - before).toBe(written + 1);
  });

  it("writes at most five failed re-verifications of one signed-in client in ten minutes", async () => {
    const { account } = await inviteStaff(app.database.db, {
      email: "reverifier@nkabompay.test",
      roles: ["sales"],
      siteUrl: app.origin,
      actor: OPERATOR,
    });
    const cookie = await createSession(app.database.db, account.id);
    const before = await failedSignIns();
    const start = Date.now();
    for (let i = 0; i < 20; i++) {
      const answer = await app.request("POST", "/api/verify/verify", {
        cookie,
        type: "application/json",
        body: JSON.stringify({ challengeId: "forged", response: { id: "no-such-passkey" } }),
        headers: { "x-forwarded-for": "198.51.100.9" },
      });
      expect(answer.status).toBe(400);
    }
    const written = (await failedSignIns()) - before;
    expect(written).toBeGreaterThanOrEqual(5);
    expect(written).toBeLessThanOrEqual(5 * windowsSince(start));
  });
});
