import { readFile } from "node:fs/promises";
import type { ServerBuild } from "react-router";
import { openDatabase, openServerSocket, type Database } from "#server/db/database.ts";
import { inviteStaff, OPERATOR } from "#server/staff/accounts.server.ts";
import { createSession } from "#server/staff/sessions.server.ts";
import { createPostgresDatabase } from "#tests/server/support/harness.ts";
import { send, startServer, type RunningServer } from "./built-server.ts";

/**
 * The built server over a throwaway PostgreSQL database that the test opens too, so it
 * can create accounts and sessions in the database the running server uses. The build's
 * SITE_URL is https: the cookie is `__Host-` and Secure, and the expected Origin is the
 * build's.
 */
export interface ConsoleUnderTest {
  server: RunningServer;
  database: Database;
  origin: string;
  request(
    method: string,
    path: string,
    options?: {
      cookie?: string;
      origin?: string | null;
      body?: string;
      type?: string;
      headers?: Record<string, string>;
    },
  ): ReturnType<typeof send>;
  stop(): Promise<void>;
}

/** The console's React Router build, read at run time like the manifest below. */
export async function consoleBuild(): Promise<ServerBuild> {
  const url = new URL("../../../build/console/server/index.js", import.meta.url);
  return (await import(/* @vite-ignore */ url.href)) as ServerBuild;
}

export const staffCookieName = "__Host-nkabom-staff";

export async function startConsole(env: Record<string, string> = {}): Promise<ConsoleUnderTest> {
  const pg = await createPostgresDatabase();
  const database = await openDatabase({ dataDir: "/nonexistent", databaseUrl: pg.url });
  const server = await startServer({ DATABASE_URL: pg.url, ...env });
  // Read at run time: the build (and so this file) does not exist when the types are checked.
  const manifest = JSON.parse(
    await readFile(new URL("../../../build/page-manifest.json", import.meta.url), "utf8"),
  ) as { siteUrl: string };
  const origin = new URL(manifest.siteUrl).origin;
  return {
    server,
    database,
    origin,
    request(method, path, options = {}) {
      const headers: Record<string, string> = { ...options.headers };
      if (options.cookie) headers.cookie = `${staffCookieName}=${options.cookie}`;
      // Every method that may change something is sent as the console's own form posts are.
      const writes = method !== "GET" && method !== "HEAD";
      if (options.origin !== null && writes) headers.origin = options.origin ?? origin;
      if (writes) headers["content-type"] = options.type ?? "application/x-www-form-urlencoded";
      const body = options.body ?? "";
      // Stated, not left to Node's client: it sends the body of a DELETE or an OPTIONS
      // without any length, and the server reads it as the next request.
      if (body) headers["content-length"] = String(Buffer.byteLength(body));
      return send(`${server.base}/staff${path}`, { method, headers, body });
    },
    async stop() {
      await server.stop();
      await database.close();
      await pg.drop();
    },
  };
}

/**
 * A signed-in sales account on a built server's embedded database (through its operator
 * socket): the `Cookie` header value of its session.
 */
export async function salesCookie(server: RunningServer, email: string): Promise<string> {
  const database = await openServerSocket(server.dataDir);
  try {
    const { account } = await inviteStaff(database.db, {
      email,
      roles: ["sales"],
      siteUrl: "https://nkabompay.test",
      actor: OPERATOR,
    });
    return `${staffCookieName}=${await createSession(database.db, account.id)}`;
  } finally {
    await database.close();
  }
}
