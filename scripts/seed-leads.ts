// Fills the database with realistic fake leads for the staff console's benchmark:
//   npm run seed:leads -- --count 1000000
// Two thirds contact messages, one third demo requests, spread over the last two years,
// a few subscribers per hundred leads. Reads DATA_DIR or DATABASE_URL like the server.
import type { Config } from "#server/config.ts";
import type { Db } from "#server/db/database.ts";
import { openServerDatabase, parseArguments, runCli, UsageError } from "./cli.ts";

const usage = `Usage:
  npm run seed:leads -- --count <N> [--subscribers <S>]

Adds N fake leads (contact messages and demo requests) and S confirmed subscribers
(N/20 unless given; --count 0 --subscribers 1000000 fills only the export's table).`;

interface Options {
  count: number;
  subscribers: number;
}

function wholeNumber(value: string | undefined, name: string): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0 || n > 10_000_000) {
    throw new UsageError(`--${name} must be a whole number from 0 to 10000000.`);
  }
  return n;
}

function parse(argv: string[]): Options | "help" {
  const { values } = parseArguments(argv, {
    count: { type: "string" },
    subscribers: { type: "string" },
    help: { type: "boolean", short: "h" },
  });
  if (values.help) return "help";
  const count = wholeNumber(values.count, "count");
  const subscribers =
    values.subscribers === undefined
      ? Math.ceil(count / 20)
      : wholeNumber(values.subscribers, "subscribers");
  if (count + subscribers === 0) throw new UsageError("Nothing to add: give --count.");
  return { count, subscribers };
}

/** Above this many new leads the seed rebuilds the indexes rather than updating them. */
const REBUILD_INDEXES_FROM = 100_000;

// Generated in the database itself: a million rows take seconds, not a million round trips.
async function addLeads(db: Pick<Db, "execute">, count: number): Promise<void> {
  const { sql } = await import("drizzle-orm");
  const batch = 50_000;
  // Leads arrive over the last two years and are stored as they arrive, so a table's
  // physical order follows created_at, as in a real inbox: batch by batch from two years
  // ago to now, each row a random moment within its batch's slice of time.
  const span = 730 * 86_400;
  let done = 0;
  const arrival = (rows: number) => {
    const from = span * (1 - done / count);
    const slice = (span * Math.min(batch, count - done)) / count;
    return sql`now() - make_interval(secs => ${from} - ${slice} * (i - random()) / ${rows})`;
  };
  for (; done < count; done += batch) {
    const n = Math.min(batch, count - done);
    const contacts = Math.round((n * 2) / 3);
    // Where visits came from (docs/decisions/028): most leads come straight or from a search
    // engine, a few from a newsletter or a partner, and one in a thousand from a small
    // campaign, the inbox's Source and Campaign filters' hard case.
    const attribution = sql`case when i % 1000 = 7 then 'radio-ad' when i % 10 = 1 then 'newsletter' end,
      case when i % 3 = 0 then 'www.google.com' when i % 10 = 2 then 'partner.example' end,
      case when i % 1000 = 7 then 'nov-radio' when i % 10 = 1 then 'monthly-news' end`;
    await db.execute(sql`
      insert into contact_messages (first_name, last_name, email, phone, message,
        policy_consented_at, source, status, created_at, utm_source, referrer_host, utm_campaign)
      select (array['Ama','Kofi','Esi','Kwame','Abena','Yaw','Efua','Kojo','Akosua','Kwesi'])[1 + i % 10],
             (array['Mensah','Boateng','Owusu','Asante','Osei','Agyeman','Darko','Appiah'])[1 + i % 8],
             'lead' || ${done} + i || '@example.com',
             '+233 24 ' || lpad((i % 10000000)::text, 7, '0'),
             'We would like to accept mobile money at branch ' || i || '. Please call us about fees and settlement.',
             t, '/contact-us',
             (array['new','new','new','contacted','qualified','not-a-fit','spam'])[1 + i % 7], t,
             ${attribution}
      from (select i, ${arrival(contacts)} as t
            from generate_series(1, ${contacts}) as i) as g`);
    await db.execute(sql`
      insert into demo_requests (product, name, email, phone, company, job_title, industry,
        source, status, created_at, utm_source, referrer_host, utm_campaign)
      select (array['pension-management','banking','school-billing','aslan','value-added'])[1 + i % 5],
             (array['Ama','Kofi','Esi','Kwame','Abena'])[1 + i % 5] || ' ' || (array['Mensah','Boateng','Owusu'])[1 + i % 3],
             'demo' || ${done} + i || '@example.com',
             '020 ' || lpad((i % 10000000)::text, 7, '0'),
             (array['Rural Bank','Ashanti Schools','Volta Pensions','Coastal Microfinance'])[1 + i % 4] || ' ' || (i % 500),
             'IT Manager', 'Finance', '/demo',
             (array['new','new','contacted','qualified','not-a-fit'])[1 + i % 5], t,
             ${attribution}
      from (select i, ${arrival(n - contacts)} as t
            from generate_series(1, ${n - contacts}) as i) as g`);
    process.stdout.write(`${Math.min(done + batch, count)} leads\n`);
  }
}

async function run({ count, subscribers }: Options, config: Config): Promise<number> {
  const { sql } = await import("drizzle-orm");
  const database = await openServerDatabase(config);
  if (!database) return 1;
  const { db } = database;
  const batch = 50_000;
  const started = Date.now();
  try {
    // One transaction: the lead tables' secondary indexes are dropped, the rows added, and
    // the indexes built once from their saved definitions: building an index in one go is
    // many times faster than updating it per row (1,000,000 leads on PGlite: 52 s, where
    // 300,000 took 599 s through the trigram indexes), and a failed run changes nothing.
    await db.transaction(async (tx) => {
      const saved =
        count >= REBUILD_INDEXES_FROM
          ? ((await tx.execute(sql`
              select indexname as name, indexdef as definition from pg_indexes
              where schemaname = current_schema()
                and tablename in ('contact_messages', 'demo_requests')
                and indexname not in (select conname from pg_constraint)`)) as unknown as {
              rows: { name: string; definition: string }[];
            })
          : { rows: [] };
      for (const { name } of saved.rows) await tx.execute(sql`drop index ${sql.identifier(name)}`);
      await addLeads(tx, count);
      for (const { name, definition } of saved.rows) {
        process.stdout.write(`building ${name}\n`);
        await tx.execute(sql.raw(definition));
      }
    });
    // Addresses are unique: a second run's readers carry its own tag.
    const tag = Date.now().toString(36);
    for (let done = 0; done < subscribers; done += batch) {
      await db.execute(sql`
        insert into subscribers (email, status, consented_at, source, unsubscribe_token, created_at)
        select 'reader-' || ${tag} || '-' || ${done} + i || '@example.com', 'active',
               now() - (i || ' minutes')::interval, 'newsletter-page', md5(random()::text || i),
               now() - (i || ' minutes')::interval
        from generate_series(1, ${Math.min(batch, subscribers - done)}) as i`);
      process.stdout.write(`${Math.min(done + batch, subscribers)} subscribers\n`);
    }
    await db.execute(sql`analyze`);
    process.stdout.write(
      `Seeded ${count} leads and ${subscribers} subscribers in ${Math.round((Date.now() - started) / 1000)} s.\n`,
    );
  } finally {
    await database.close();
  }
  return 0;
}

runCli({ name: "seed:leads", usage, parse, run });
