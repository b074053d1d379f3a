import type { Router } from "express";
import type { Db } from "../db/database.ts";
import { logSafeError } from "../log-safe-error.ts";
import type { Logger } from "../logger.ts";
import { analyticsEndpoint } from "./endpoint.ts";
import {
  createEventQueue,
  defaultQueueOptions,
  type EventQueue,
  type QueueOptions,
} from "./event-queue.ts";
import { rollUpDay } from "./rollup.ts";
import { dayOf, visitorIds } from "./visitor-id.ts";

const ROLLUP_INTERVAL_MS = 10 * 60_000;

export interface AnalyticsOptions {
  db: Db;
  logger: Logger;
  /** The site's pages, or a question asked at each event (the pages served now). */
  knownPaths: Iterable<string> | Pick<ReadonlySet<string>, "has">;
  siteUrl: string;
  ipv6Subnet: number;
  queue?: Partial<QueueOptions>;
  /** Events per address per minute. */
  perMinute?: number;
  /** Leave the rollup timer stopped (tests call rollUpDay). */
  startRollups?: boolean;
}

export interface Analytics {
  /** Mount at /api/events. */
  router: Router;
  queue: EventQueue;
  /** When this instance's rollup last succeeded (epoch ms); undefined before its first. */
  lastRollupAt(): number | undefined;
  /** Writes what waits and stops the timers. */
  close(): Promise<void>;
}

/**
 * The first-party analytics (issue 32, docs/decisions/026): the endpoint, its write queue,
 * and the rollup of today and yesterday every ten minutes, by every instance (rollUpDay is
 * idempotent and locked).
 */
export function createAnalytics(options: AnalyticsOptions): Analytics {
  const { db, logger } = options;
  const queue = createEventQueue(db, visitorIds(db), logger, {
    ...defaultQueueOptions,
    ...options.queue,
  });
  const router = analyticsEndpoint({
    queue,
    knownPaths:
      Symbol.iterator in options.knownPaths ? new Set(options.knownPaths) : options.knownPaths,
    ownHost: new URL(options.siteUrl).hostname,
    ipv6Subnet: options.ipv6Subnet,
    ...(options.perMinute ? { perMinute: options.perMinute } : {}),
  });
  let timer: NodeJS.Timeout | undefined;
  let lastRollupAt: number | undefined;
  if (options.startRollups ?? true) {
    const run = async () => {
      const now = new Date();
      try {
        // Yesterday too: its last events were written after its last rollup.
        await rollUpDay(db, dayOf(new Date(now.getTime() - 86_400_000)));
        await rollUpDay(db, dayOf(now));
        lastRollupAt = Date.now();
      } catch (error) {
        logger.warn({ error: logSafeError(error) }, "analytics rollup failed");
      }
    };
    timer = setInterval(() => void run(), ROLLUP_INTERVAL_MS);
    timer.unref();
  }
  return {
    router,
    queue,
    lastRollupAt: () => lastRollupAt,
    async close() {
      clearInterval(timer);
      await queue.close();
    },
  };
}
