import http from "node:http";
import type { AddressInfo } from "node:net";
import { describe, expect, inject, it } from "vitest";
import { hasBuild, startServer } from "#scripts/built-server.ts";

// The tests' own way of starting the production server: a server is ready only once it says
// it listens. CI once ran seven tests against another test's listener that had taken the
// port handed out to a server, and answered its /readyz.
describe.skipIf(!hasBuild())("startServer (scripts/built-server.ts)", () => {
  it("gives the port the server listens on, chosen by the kernel", async () => {
    const server = await startServer({ template: inject("pgliteTemplate") });
    try {
      expect(server.port).toBeGreaterThan(0);
      expect(server.base).toBe(`http://127.0.0.1:${server.port}`);
      expect((await fetch(`${server.base}/healthz`)).status).toBe(200);
    } finally {
      await server.stop("SIGKILL");
    }
  });

  it("fails when another process holds the port it was given, though that one answers /readyz", async () => {
    const squatter = http.createServer((_req, res) => res.end("ok"));
    await new Promise<void>((resolve) => squatter.listen(0, "127.0.0.1", resolve));
    const { port } = squatter.address() as AddressInfo;
    try {
      await expect(startServer({ port, template: inject("pgliteTemplate") })).rejects.toThrow(
        /exited \(1\) before it was ready[\s\S]*already in use/,
      );
    } finally {
      squatter.close();
    }
  });
});
