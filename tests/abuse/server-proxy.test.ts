import { afterEach, describe, expect, it } from "vitest";
import { validContact } from "../server/support/harness.ts";
import { hasBuild, startServer, type RunningServer } from "./support/built-server.ts";

// Behind one proxy, the proxy appends the address it saw to X-Forwarded-For. Whatever the
// client wrote to the left of it must not count as its address, or rotating it walks past
// the rate limit (TRUST_PROXY=true let 15 of 15 submissions through a limit of 10).
describe.skipIf(!hasBuild)("forged X-Forwarded-For behind a trusted proxy", () => {
  let server: RunningServer | undefined;
  afterEach(() => server?.stop());

  it.each(["1", "127.0.0.1", "loopback,10.0.0.0/8"])(
    "with TRUST_PROXY=%s the rate limit holds however the client rotates the header",
    async (trustProxy) => {
      // A day's window (aligned to the clock): no test straddles its end.
      server = await startServer({
        TRUST_PROXY: trustProxy,
        RATE_LIMIT_MAX: "3",
        RATE_LIMIT_WINDOW_SECONDS: "86400",
      });
      const statuses: number[] = [];
      for (let i = 1; i <= 6; i++) {
        const res = await fetch(`${server.base}/api/contact`, {
          method: "POST",
          headers: {
            "content-type": "application/json",
            // Forged part first, then what the proxy saw (the real client).
            "x-forwarded-for": `198.51.100.${i}, 203.0.113.7`,
          },
          body: JSON.stringify({ ...validContact, startedAt: Date.now() - 60_000 }),
        });
        statuses.push(res.status);
      }
      expect(statuses).toEqual([201, 201, 201, 429, 429, 429]);
    },
  );
});
