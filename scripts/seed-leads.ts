// Fills the database with realistic fake leads for the staff console's benchmark:
//   npm run seed:leads -- --count 1000000
// Two thirds contact messages, one third demo requests, spread over the last two years,
// a few subscribers per hundred leads. Reads DATA_DIR or DATABASE_URL like the server.
import type { Config } from "../server/config.ts";
import { openServerDatabase, parseArguments, runCli, UsageError } from "./cli.ts";

const usage = `Usage:
  npm run seed:leads -- --count <N>

Adds N fake leads (contact messages and demo requests) and N/20 confirmed subscribers.`;

function parse(argv: string[]): { count: number } | "help" {
  const { values } = parseArguments(argv, {
    count: { type: "string" },
    help: { type: "boolean", short: "h" },
  });
  if (values.help) return "help";
  const count = Number(values.count);
  if (!Number.isInteger(count) || count < 1 || count > 10_000_000) {
    throw new UsageError("--count must be a whole number from 1 to 10000000.");
  }
  return { count };
}

async function run({ count }: { count: number }, config: Config): Promise<number> {
  const { sql } = await import("drizzle-orm");
  const database = await openServerDatabase(config);
  if (!database) return 1;
  const { db } = database;
  const batch = 50_000;
  const started = Date.now();
  try {
    // Generated in the database itself: a million rows take seconds, not a million round trips.
    for (let done = 0; done < count; done += batch) {
      const n = Math.min(batch, count - done);
      const contacts = Math.round((n * 2) / 3);
      await db.execute(sql`
        insert into contact_messages (first_name, last_name, email, phone, message,
          policy_consented_at, source, status, created_at)
        select (array['Ama','Kofi','Esi','Kwame','Abena','Yaw','Efua','Kojo','Akosua','Kwesi'])[1 + i % 10],
               (array['Mensah','Boateng','Owusu','Asante','Osei','Agyeman','Darko','Appiah'])[1 + i % 8],
               'lead' || ${done} + i || '@example.com',
               '+233 24 ' || lpad((i % 10000000)::text, 7, '0'),
               'We would like to accept mobile money at branch ' || i || '. Please call us about fees and settlement.',
               t, '/contact-us',
               (array['new','new','new','contacted','qualified','not-a-fit','spam'])[1 + i % 7], t
        from (select i, now() - (random() * interval '730 days') as t
              from generate_series(1, ${contacts}) as i) as g`);
      await db.execute(sql`
        insert into demo_requests (product, name, email, phone, company, job_title, industry,
          source, status, created_at)
        select (array['pension-management','banking','school-billing','aslan','value-added'])[1 + i % 5],
               (array['Ama','Kofi','Esi','Kwame','Abena'])[1 + i % 5] || ' ' || (array['Mensah','Boateng','Owusu'])[1 + i % 3],
               'demo' || ${done} + i || '@example.com',
               '020 ' || lpad((i % 10000000)::text, 7, '0'),
               (array['Rural Bank','Ashanti Schools','Volta Pensions','Coastal Microfinance'])[1 + i % 4] || ' ' || (i % 500),
               'IT Manager', 'Finance', '/demo',
               (array['new','new','contacted','qualified','not-a-fit'])[1 + i % 5], t
        from (select i, now() - (random() * interval '730 days') as t
              from generate_series(1, ${n - contacts}) as i) as g`);
      await db.execute(sql`
        insert into subscribers (email, status, consented_at, source, unsubscribe_token, created_at)
        select 'reader' || ${done} + i || '@example.com', 'active', now() - (i || ' minutes')::interval,
               'newsletter-page', md5(random()::text || i), now() - (i || ' minutes')::interval
        from generate_series(1, ${Math.ceil(n / 20)}) as i`);
      process.stdout.write(`${Math.min(done + batch, count)} leads\n`);
    }
    await db.execute(sql`analyze`);
    process.stdout.write(
      `Seeded ${count} leads in ${Math.round((Date.now() - started) / 1000)} s.\n`,
    );
  } finally {
    await database.close();
  }
  return 0;
}

runCli({ name: "seed:leads", usage, parse, run });
