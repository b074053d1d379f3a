import type { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { logSafeError } from "../log-safe-error.ts";
import type { Logger } from "../logger.ts";

import { PUBLISHED_CHANNEL } from "./review.server.ts";

const RECONNECT_MIN_MS = 250;
const RECONNECT_MAX_MS = 5000;

/**
 * LISTEN on one dedicated PostgreSQL connection (a pooled one would be handed back, and the
 * LISTEN with it), reconnecting with backoff when it drops. `onEvent` runs for every
 * notification and after every (re)connection: a notification sent while no connection
 * listened is lost, so the caller compares the store's stamp then.
 */
export async function listenPostgres(
  url: string,
  onEvent: () => void,
  logger: Logger,
): Promise<() => Promise<void>> {
  let stopped = false;
  let client: pg.Client | undefined;
  let delay = RECONNECT_MIN_MS;
  let timer: NodeJS.Timeout | undefined;

  const retry = () => {
    if (stopped || timer) return;
    timer = setTimeout(() => {
      timer = undefined;
      void connect();
    }, delay);
    timer.unref();
    delay = Math.min(delay * 2, RECONNECT_MAX_MS);
  };

  async function connect() {
    const next = new pg.Client({ connectionString: url, keepAlive: true });
    next.on("notification", (message) => {
      if (message.channel === PUBLISHED_CHANNEL) onEvent();
    });
    next.on("error", (error) => {
      logger.warn({ error: logSafeError(error) }, "publication listener lost its connection");
      if (client === next) client = undefined;
      void next.end().catch(() => undefined);
      retry();
    });
    next.on("end", () => {
      if (client === next) client = undefined;
      retry();
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${PUBLISHED_CHANNEL}`);
    } catch (error) {
      logger.warn({ error: logSafeError(error) }, "publication listener cannot connect");
      void next.end().catch(() => undefined);
      retry();
      return;
    }
    if (stopped) {
      await next.end().catch(() => undefined);
      return;
    }
    client = next;
    delay = RECONNECT_MIN_MS;
    onEvent();
  }

  await connect();
  return async () => {
    stopped = true;
    clearTimeout(timer);
    await client?.end().catch(() => undefined);
  };
}

/**
 * The embedded database: the publishing console and this server are one process, and
 * PGlite delivers a transaction's NOTIFY to the same client's listeners once it commits.
 */
export async function listenPglite(
  pglite: PGlite,
  onEvent: () => void,
): Promise<() => Promise<void>> {
  const unlisten = await pglite.listen(PUBLISHED_CHANNEL, () => onEvent());
  onEvent();
  return unlisten;
}
