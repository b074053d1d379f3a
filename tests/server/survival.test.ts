import { execFile, spawn, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import { validContact } from "./support/harness.ts";

// The real server process, killed without warning between storing a message and mailing
// it. Needs the production build (`npm run build`); without it this file is skipped.
const root = path.resolve(import.meta.dirname, "../..");
const hasBuild = existsSync(path.join(root, "build/server/index.js"));
if (!hasBuild) {
  console.warn("survival test skipped: no production build (run `npm run build` first)");
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function waitFor<T>(what: string, probe: () => Promise<T | undefined>, ms = 90_000) {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await probe().catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

function exited(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => child.once("exit", (code) => resolve(code)));
}

describe.skipIf(!hasBuild)("data survival across a crash", () => {
  const children: ChildProcess[] = [];
  let dataDir = "";

  afterAll(async () => {
    for (const child of children) if (child.exitCode === null) child.kill("SIGKILL");
    await Promise.all(children.map(exited));
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  async function startServer(outboxIntervalMs: number) {
    const port = await freePort();
    const output: string[] = [];
    const child = spawn(process.execPath, ["server/main.ts"], {
      cwd: root,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: "127.0.0.1",
        DATA_DIR: dataDir,
        DATABASE_URL: "",
        SMTP_URL: "",
        IP_HASH_SALT: "",
        LOG_LEVEL: "info",
        OUTBOX_INTERVAL_MS: String(outboxIntervalMs),
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    children.push(child);
    child.stdout!.on("data", (d: Buffer) => output.push(d.toString()));
    child.stderr!.on("data", (d: Buffer) => output.push(d.toString()));
    const base = `http://127.0.0.1:${port}`;
    await waitFor("the server to be ready", async () => {
      if (child.exitCode !== null) throw new Error(`server exited early:\n${output.join("")}`);
      const res = await fetch(`${base}/readyz`);
      return res.status === 200 ? true : undefined;
    }).catch((error: Error) => {
      throw new Error(`${error.message}\n${output.join("")}`);
    });
    return { child, base, output };
  }

  const mailFiles = async () =>
    (await readdir(path.join(dataDir, "mail")).catch(() => [] as string[])).filter((f) =>
      f.endsWith(".eml"),
    );

  it("keeps a stored message through SIGKILL and mails it after the restart", async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), "nkabom-survival-"));

    // 1. The worker would first look in ten minutes: the kill comes long before.
    const first = await startServer(600_000);
    const res = await fetch(`${first.base}/api/contact`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ ...validContact, message: "Survives a crash, please." }),
    });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    first.child.kill("SIGKILL");
    await exited(first.child);
    expect(await mailFiles()).toEqual([]);
    const salt = await readFile(path.join(dataDir, "ip-hash-salt"), "utf8");

    // 2. Restarted with a quick worker: the queued notification goes out.
    const second = await startServer(200);
    const [file] = await waitFor("the .eml file", async () => {
      const files = await mailFiles();
      return files.length > 0 ? files : undefined;
    });
    const raw = await readFile(path.join(dataDir, "mail", file!), "utf8");
    expect(raw).toContain(validContact.email);
    expect(raw).toContain("Survives a crash, please.");
    expect(await readFile(path.join(dataDir, "ip-hash-salt"), "utf8")).toBe(salt);

    second.child.kill("SIGTERM");
    expect(await exited(second.child)).toBe(0);

    // 3. The operator CLI sees the stored message.
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ["scripts/leads.ts", "export", "--kind", "contacts", "--format", "json"],
      { cwd: root, env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "" } },
    );
    const rows = JSON.parse(stdout) as { id: string; message: string }[];
    expect(rows.map((r) => r.id)).toEqual([id]);
    expect(await mailFiles()).toHaveLength(1);
  }, 240_000);
});
