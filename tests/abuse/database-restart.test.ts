import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { validContact } from "../server/support/harness.ts";
import { waitFor } from "../server/support/processes.ts";
import {
  hasBuild,
  send,
  startServer,
  type RawAnswer,
  type RunningServer,
} from "./support/built-server.ts";
import { ownCluster, type OwnCluster } from "./support/own-postgres.ts";

// PostgreSQL restarted while four visitors keep submitting: the process used to die of an
// unhandled 'error' event (57P01, "terminating connection due to administrator command")
// from a pooled client between the queries of a transaction.
describe.skipIf(!hasBuild)("a PostgreSQL restart under load", () => {
  let cluster: OwnCluster | null = null;
  let server: RunningServer | undefined;
  beforeAll(async () => {
    cluster = await ownCluster();
    server = await startServer({
      DATABASE_URL: cluster.url,
      IP_HASH_SALT: "restart-test-salt",
      RATE_LIMIT_MAX: "100000",
      MIN_FILL_MS: "0",
    });
  });
  afterAll(async () => {
    await server?.stop();
    cluster?.destroy();
  });

  const submit = (i: number): Promise<RawAnswer> =>
    send(`${server!.base}/api/contact`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ ...validContact, email: `visitor${i}@example.com` }),
    }).then(
      (answer) => answer,
      () => ({ status: 0, headers: {}, body: "" }),
    );

  it("answers in-flight submissions 503 with Retry-After, stays up and recovers by itself", async () => {
    if (!cluster || !server) throw new Error("the PostgreSQL cluster or the server did not start");
    const statuses: number[] = [];
    const retryAfter: string[] = [];
    let running = true;
    const clients = Array.from({ length: 4 }, async (_, client) => {
      for (let i = 0; running; i++) {
        const answer = await submit(client * 100_000 + i);
        statuses.push(answer.status);
        if (answer.status === 503) retryAfter.push(String(answer.headers["retry-after"]));
      }
    });
    await waitFor("submissions to be stored", async () => statuses.includes(201) || undefined);
    await cluster.restart("fast");
    await new Promise((r) => setTimeout(r, 500));
    await cluster.restart("immediate");
    // Stored again without anyone restarting the app.
    const before = statuses.length;
    await waitFor("submissions to be stored again", async () =>
      statuses.slice(before).includes(201) ? true : undefined,
    );
    running = false;
    await Promise.all(clients);

    expect(server.alive()).toBe(true);
    const output = server.output.join("");
    expect(output).not.toMatch(/Unhandled 'error' event|"level":(50|60)/);
    // Every answer was a success or a clean "try again"; never a 500 or a dropped connection.
    expect(statuses.filter((s) => s !== 201 && s !== 503)).toEqual([]);
    expect(statuses).toContain(503);
    expect(retryAfter.every((value) => Number(value) > 0)).toBe(true);
    expect((await send(`${server.base}/healthz`)).status).toBe(200);
    await waitFor("readiness", async () =>
      (await send(`${server!.base}/readyz`)).status === 200 ? true : undefined,
    );
    expect((await submit(999_999)).status).toBe(201);
  });
});
