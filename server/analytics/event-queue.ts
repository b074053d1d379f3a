import { sql } from "drizzle-orm";
import type { Db } from "../db/database.ts";
import { analyticsEvents } from "../db/schema.ts";
import { logSafeError } from "../log-safe-error.ts";
import type { Logger } from "../logger.ts";
import type { StoredEvent } from "./event-schema.ts";
import type { VisitorIds } from "./visitor-id.ts";

/** An accepted event waiting for its batch; who sent it lives only in memory until then. */
export interface QueuedEvent {
  at: Date;
  event: StoredEvent;
  address: string;
  userAgent: string;
}

export interface QueueOptions {
  /** A batch is written at least this often. */
  flushEveryMs: number;
  /** …or as soon as this many events wait. */
  batchSize: number;
  /** Past this many waiting events new ones are dropped (and counted), never waited for. */
  maxQueued: number;
}

export const defaultQueueOptions: QueueOptions = {
  flushEveryMs: 1000,
  batchSize: 200,
  maxQueued: 10_000,
};

export interface EventQueue {
  /** Takes the event, or drops it when the queue is full; never waits. */
  push(item: QueuedEvent): boolean;
  /** Writes everything waiting (tests, shutdown). */
  flush(): Promise<void>;
  /** Stops the timer and writes what waits. */
  close(): Promise<void>;
  stats(): { queued: number; accepted: number; dropped: number; written: number };
}

type Row = typeof analyticsEvents.$inferInsert;

async function toRow(item: QueuedEvent, ids: VisitorIds): Promise<Row> {
  const { event, at } = item;
  const row: Row = {
    at,
    kind: event.type,
    path: event.path,
    visitor: await ids.idFor(at, item.address, item.userAgent),
  };
  if (event.type === "pageview") {
    Object.assign(row, {
      referrerHost: event.referrer ?? null,
      utmSource: event.utm?.source ?? null,
      utmMedium: event.utm?.medium ?? null,
      utmCampaign: event.utm?.campaign ?? null,
      utmContent: event.utm?.content ?? null,
      utmTerm: event.utm?.term ?? null,
      device: event.device,
      viewport: event.viewport,
    });
  } else if (event.type === "vital") {
    Object.assign(row, {
      vitalName: event.name,
      vitalValue: event.value,
      vitalRating: event.rating,
      vitalElement: event.element ?? null,
    });
  } else {
    row.goal = event.goal;
  }
  return row;
}

// analytics_events' columns as the batch's JSON names them (the id is the table's default).
const COLUMN_OF: Record<Exclude<keyof Row, "id">, [string, string]> = {
  at: ["at", "timestamptz"],
  kind: ["kind", "text"],
  path: ["path", "text"],
  visitor: ["visitor", "text"],
  referrerHost: ["referrer_host", "text"],
  utmSource: ["utm_source", "text"],
  utmMedium: ["utm_medium", "text"],
  utmCampaign: ["utm_campaign", "text"],
  utmContent: ["utm_content", "text"],
  utmTerm: ["utm_term", "text"],
  device: ["device", "text"],
  viewport: ["viewport", "text"],
  vitalName: ["vital_name", "text"],
  vitalValue: ["vital_value", "float8"],
  vitalRating: ["vital_rating", "text"],
  vitalElement: ["vital_element", "text"],
  goal: ["goal", "text"],
};
const FIELDS = Object.entries(COLUMN_OF) as [keyof Row, [string, string]][];
const COLUMNS = FIELDS.map(([, [column]]) => column);
const COLUMN_TYPES = FIELDS.map(([, [column, type]]) => `${column} ${type}`).join(", ");

function toJson(row: Row): Record<string, unknown> {
  const json: Record<string, unknown> = {};
  for (const [field, [column]] of FIELDS) json[column] = row[field] ?? null;
  return json;
}

/**
 * Whether the database refused a value (SQLSTATE class 22, data exception, or 23, integrity
 * constraint), as against being unreachable or failing as a whole: only then is writing the
 * batch's rows one by one worth it.
 */
function refusedData(error: unknown): boolean {
  const code = logSafeError(error).code;
  return code !== undefined && /^2[23]/.test(code);
}

/** How often the count of events written reaches the log (each event is not logged). */
const REPORT_EVERY_MS = 60_000;

/**
 * Accepted events wait in memory and are written in batches by a timer: a request never
 * waits on the database, and a flood costs one insert per batch, not one per event.
 * When the database is slow or down the queue fills and further events are dropped:
 * losing some analytics is better than slowing the pages.
 */
export function createEventQueue(
  db: Db,
  ids: VisitorIds,
  logger: Logger,
  options: QueueOptions = defaultQueueOptions,
): EventQueue {
  let queue: QueuedEvent[] = [];
  let accepted = 0;
  let dropped = 0;
  let reportedDropped = 0;
  let written = 0;
  let writing: Promise<void> | undefined;

  // The rows as one JSON parameter: building a statement of 200 rows × 16 values cost more
  // of the process than the insert itself did (bench:analytics --ingest).
  const insert = (rows: Row[]) =>
    db.execute(sql`insert into analytics_events (${sql.raw(COLUMNS.join(", "))})
      select ${sql.raw(COLUMNS.join(", "))}
      from json_to_recordset(${JSON.stringify(rows.map(toJson))}::json)
        as r(${sql.raw(COLUMN_TYPES)})`);

  async function writeBatch(batch: QueuedEvent[]) {
    const lost = (error: unknown, events: number) => {
      dropped += events;
      logger.warn({ error: logSafeError(error), events }, "analytics batch lost");
    };
    let rows: Row[];
    try {
      rows = await Promise.all(batch.map((item) => toRow(item, ids)));
    } catch (error) {
      return lost(error, batch.length);
    }
    try {
      await insert(rows);
      written += rows.length;
      return;
    } catch (error) {
      if (!refusedData(error)) return lost(error, rows.length);
    }
    // The database refused a value of one row (one that slipped past the endpoint's checks):
    // the batch goes again row by row, so that row is all that is lost.
    for (const [index, row] of rows.entries()) {
      try {
        await insert([row]);
        written++;
      } catch (error) {
        if (!refusedData(error)) return lost(error, rows.length - index);
        dropped++;
        // The error names its SQLSTATE only; the row's values are the visitor's.
        logger.warn(
          { error: logSafeError(error), kind: row.kind },
          "analytics event refused by the database",
        );
      }
    }
  }

  async function drain() {
    while (queue.length > 0) {
      const batch = queue.slice(0, options.batchSize);
      queue = queue.slice(batch.length);
      await writeBatch(batch);
    }
    if (dropped > reportedDropped) {
      logger.warn({ dropped: dropped - reportedDropped }, "analytics events dropped");
      reportedDropped = dropped;
    }
  }

  function flush(): Promise<void> {
    // One writer at a time: it drains what arrives while it writes, too.
    writing ??= drain().finally(() => {
      writing = undefined;
    });
    return writing;
  }

  let reportedWritten = 0;
  let reportedAt = Date.now();
  const timer = setInterval(() => {
    if (queue.length > 0 && !writing) void flush();
    if (Date.now() - reportedAt >= REPORT_EVERY_MS && written > reportedWritten) {
      logger.info({ written: written - reportedWritten }, "analytics events written");
      reportedWritten = written;
      reportedAt = Date.now();
    }
  }, options.flushEveryMs);
  timer.unref();

  return {
    push(item) {
      if (queue.length >= options.maxQueued) {
        dropped++;
        return false;
      }
      queue.push(item);
      accepted++;
      if (queue.length >= options.batchSize && !writing) void flush();
      return true;
    },
    flush,
    async close() {
      clearInterval(timer);
      await flush();
      // What came in after the last writer looked.
      if (queue.length > 0) await flush();
    },
    stats: () => ({ queued: queue.length, accepted, dropped, written }),
  };
}
