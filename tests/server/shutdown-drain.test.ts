import http from "node:http";
import { afterAll, describe, expect, inject, it } from "vitest";
import {
  exited,
  hasBuild,
  startServer,
  waitFor,
  type RunningServer,
} from "./support/server-process.ts";

// SIGTERM behind a load balancer (SHUTDOWN_DRAIN_MS, docs/operations.md): the instance keeps
// answering while /readyz says 503 and every answer closes its connection, then closes its
// port and exits 0. tests/topology/rolling-restart.test.ts runs it behind Caddy.
if (!hasBuild) {
  console.warn("shutdown drain test skipped: no production build (run `npm run build` first)");
}

/** One request on a kept-alive connection: its status, Connection header and body. */
function get(port: number, urlPath: string, agent: http.Agent) {
  return new Promise<{ status: number; connection?: string; body: string }>((resolve, reject) =>
    http
      .get({ host: "127.0.0.1", port, path: urlPath, agent }, (res) => {
        let body = "";
        res.on("data", (chunk: Buffer) => (body += chunk.toString()));
        res.on("end", () =>
          resolve({ status: res.statusCode!, connection: res.headers.connection, body }),
        );
      })
      .on("error", reject),
  );
}

describe.skipIf(!hasBuild)("SIGTERM with SHUTDOWN_DRAIN_MS", () => {
  let server: RunningServer | undefined;
  afterAll(() => server?.stop("SIGKILL"));

  it("keeps serving with /readyz at 503 and connections closed, then stops listening and exits 0", async () => {
    server = await startServer({
      env: { SHUTDOWN_DRAIN_MS: "3000", LOG_LEVEL: "info" },
      // The run's migrated database: the first start from nothing is not this file's subject.
      template: inject("pgliteTemplate"),
    });
    const agent = new http.Agent({ keepAlive: true });
    expect(await get(server.port, "/readyz", agent)).toMatchObject({
      status: 200,
      connection: "keep-alive",
    });

    server.child.kill("SIGTERM");
    // Draining: the load balancer's check sees 503; visitors' requests are still answered.
    const port = server.port;
    const readyz = await waitFor(
      "/readyz to answer 503",
      async () => {
        const answer = await get(port, "/readyz", agent);
        return answer.status === 503 ? answer : undefined;
      },
      10_000,
    );
    expect(readyz).toEqual({
      status: 503,
      connection: "close",
      body: JSON.stringify({ status: "stopping" }),
    });
    expect(await get(server.port, "/healthz", agent)).toMatchObject({
      status: 200,
      connection: "close",
    });
    expect(await exited(server.child)).toBe(0);
    await expect(get(server.port, "/healthz", agent)).rejects.toThrow(/ECONNREFUSED/);
    expect(server.output.join("")).toContain("draining, /readyz answers 503");
    agent.destroy();
  }, 240_000);
});
