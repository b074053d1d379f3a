import { mkdtemp, rm, writeFile } from "node:fs/promises";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { failedStart, freePort, hasBuild } from "./support/built-server.ts";

// A careless operator's start-up: each mistake must stop the process at once, non-zero,
// with one line naming the variable instead of a hang, a stack or a server that is not there.
describe.skipIf(!hasBuild)("start-up with a bad environment", () => {
  let dataDir = "";
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), "nkabom-startup-"));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  const noStack = (output: string) => expect(output).not.toMatch(/^\s+at /m);

  it("exits 1 naming PORT when the port is taken", async () => {
    const port = await freePort();
    const squatter = net.createServer();
    await new Promise<void>((resolve) => squatter.listen(port, "127.0.0.1", resolve));
    try {
      const run = await failedStart({ PORT: String(port), DATA_DIR: path.join(dataDir, "a") });
      expect(run.signal, run.output).toBeNull();
      expect(run.code, run.output).toBe(1);
      expect(run.output).toContain(`PORT ${port} is already in use`);
      expect(run.output).not.toContain("listening on");
    } finally {
      squatter.close();
    }
  });

  it("exits 1 naming HOST when it does not resolve", async () => {
    const run = await failedStart({
      PORT: "0",
      HOST: "no-such-host.invalid",
      DATA_DIR: path.join(dataDir, "b"),
    });
    expect(run.code, run.output).toBe(1);
    expect(run.output).toContain("HOST no-such-host.invalid does not resolve");
  });

  it("stops at once for a DATA_DIR that cannot be created (no hang on /proc)", async () => {
    const run = await failedStart({ PORT: "0", DATA_DIR: "/proc/nkabom-nope" }, 20_000);
    expect(run.signal, "killed after hanging").toBeNull();
    expect(run.code).not.toBe(0);
    expect(run.output).toContain("DATA_DIR /proc/nkabom-nope cannot be used");
    noStack(run.output);
  });

  it("stops at once for a DATA_DIR that is a file", async () => {
    const file = path.join(dataDir, "a-file");
    await writeFile(file, "");
    const run = await failedStart({ PORT: "0", DATA_DIR: file }, 20_000);
    expect(run.code).not.toBe(0);
    expect(run.output).toContain(
      `DATA_DIR ${file} cannot be used: it (or a folder above it) is a file`,
    );
    expect(run.output).not.toContain("EEXIST");
    noStack(run.output);
  });

  it.each([
    ["a refused port", "postgres://site:s3cret@127.0.0.1:1/leads"],
    ["an unknown host", "postgres://site:s3cret@no-such-host.invalid/leads"],
    // TEST-NET-1 is never routed: without a connect timeout this would hang.
    ["a silent host", "postgres://site:s3cret@192.0.2.1:5432/leads"],
  ])("stops with a message naming DATABASE_URL for %s", async (_name, url) => {
    const run = await failedStart(
      {
        PORT: "0",
        DATA_DIR: path.join(dataDir, "c"),
        DATABASE_URL: url,
        IP_HASH_SALT: "x",
        DATABASE_CONNECT_TIMEOUT_MS: "1000",
      },
      30_000,
    );
    expect(run.signal, "killed after hanging").toBeNull();
    expect(run.code, run.output).toBe(1);
    expect(run.output).toContain("DATABASE_URL: cannot use PostgreSQL at");
    expect(run.output).not.toContain("s3cret");
    noStack(run.output);
  });

  it("refuses TRUST_PROXY=true, saying why", async () => {
    const run = await failedStart({
      PORT: "0",
      DATA_DIR: path.join(dataDir, "d"),
      TRUST_PROXY: "true",
    });
    expect(run.code).toBe(78);
    expect(run.output).toMatch(/TRUST_PROXY=true is refused: .*forge/);
  });
});
