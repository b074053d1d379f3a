// Operator CLI for signed webhooks (docs/webhooks.md).
//   npm run webhooks -- add --url https://crm.example/hook --events contact.created,demo.created
//   npm run webhooks -- list | disable --id ID | enable --id ID | rotate --id ID
//   npm run webhooks -- deliveries --id ID | redeliver --delivery ID
// It opens the database the server uses (DATA_DIR or DATABASE_URL). Every change goes into
// the staff audit log, as the operator's (endpoints.server.ts writes it with the change).
import type { Config } from "#server/config.ts";
import { isUuid } from "#server/db/uuid.ts";
import { printable, printableJson } from "#server/leads/terminal-text.ts";
import { openServerDatabase, parseArguments, runCli, UsageError } from "./cli.ts";

const usage = `Usage:
  npm run webhooks -- add --url <https URL> --events <event,event,...>
  npm run webhooks -- list [--format table|json]
  npm run webhooks -- disable --id <endpoint id>
  npm run webhooks -- enable --id <endpoint id>
  npm run webhooks -- rotate --id <endpoint id>
  npm run webhooks -- deliveries --id <endpoint id> [--format table|json]
  npm run webhooks -- redeliver --delivery <delivery id>

  events    contact.created, demo.created, subscriber.confirmed,
            subscriber.unsubscribed, person.erased
  add       prints the endpoint's id and its signing secret (shown only then)
  enable    sends to a disabled endpoint again (its disabling reason is cleared)
  rotate    prints a new secret; the old one keeps signing alongside it for 24 hours
  deliveries  the 20 most recent deliveries with every attempt's status and duration
  redeliver sends a delivery again with the same webhook-id

Reads DATA_DIR (embedded database) or DATABASE_URL (PostgreSQL), like the server.`;

type Command =
  | { action: "add"; url: string; events: string }
  | { action: "list"; format: "table" | "json" }
  | { action: "disable" | "enable" | "rotate"; id: string }
  | { action: "deliveries"; id: string; format: "table" | "json" }
  | { action: "redeliver"; delivery: string };

function idOf(value: string | undefined, flag: string, what: string): string {
  if (!value || !isUuid(value)) {
    throw new UsageError(`--${flag} must be ${what} (a UUID); got "${value ?? ""}".`);
  }
  return value.toLowerCase();
}

function formatOf(value: string | undefined): "table" | "json" {
  const format = value ?? "table";
  if (format !== "table" && format !== "json")
    throw new UsageError("--format must be table or json.");
  return format;
}

function parseCommand(argv: string[]): Command | "help" {
  const { values, positionals } = parseArguments(argv, {
    url: { type: "string" },
    events: { type: "string" },
    id: { type: "string" },
    delivery: { type: "string" },
    format: { type: "string" },
    help: { type: "boolean", short: "h" },
  });
  if (values.help) return "help";
  const [action, ...rest] = positionals;
  if (rest.length > 0) throw new UsageError(`Unexpected argument "${rest[0]}".`);
  switch (action) {
    case "add":
      if (!values.url) throw new UsageError("add needs --url.");
      if (!values.events) throw new UsageError("add needs --events.");
      return { action, url: values.url, events: values.events };
    case "list":
      return { action, format: formatOf(values.format) };
    case "disable":
    case "enable":
    case "rotate":
      return { action, id: idOf(values.id, "id", "an endpoint id") };
    case "deliveries":
      return {
        action,
        id: idOf(values.id, "id", "an endpoint id"),
        format: formatOf(values.format),
      };
    case "redeliver":
      return { action, delivery: idOf(values.delivery, "delivery", "a delivery id") };
    default:
      throw new UsageError(action ? `Unknown command "${action}".` : "Name a command.");
  }
}

// Text from the database (URLs, receivers' error texts) shown without escape sequences.
const clean = (text: string | null) => printable((text ?? "").replace(/\s+/g, " ")).slice(0, 120);

async function run(command: Command, config: Config): Promise<number> {
  const endpoints = await import("#server/webhooks/endpoints.server.ts");
  const { loadSecretBox } = await import("#server/webhooks/setup.ts");
  const { OPERATOR } = await import("#server/staff/accounts.server.ts");
  const write = (text: string) => process.stdout.write(text);

  // Bad input answers before the database opens.
  let events: ReturnType<typeof endpoints.parseEvents> = [];
  if (command.action === "add") {
    const { checkUrl } = await import("#server/webhooks/address-guard.ts");
    try {
      events = endpoints.parseEvents(command.events);
      checkUrl(command.url, config.webhooks.allowPrivate);
    } catch (error) {
      const flag = error instanceof endpoints.EndpointInputError ? "--events" : "--url";
      process.stderr.write(`webhooks: ${flag}: ${(error as Error).message}\n`);
      return 2;
    }
  }
  const database = await openServerDatabase(config);
  if (!database) return 1;
  const { db } = database;
  try {
    switch (command.action) {
      case "add": {
        const box = await loadSecretBox(config);
        try {
          const { id, secret } = await endpoints.addEndpoint(
            db,
            box,
            {
              url: command.url,
              events,
              allowPrivate: config.webhooks.allowPrivate,
            },
            OPERATOR,
          );
          write(`id      ${id}\nsecret  ${secret}\n`);
          write("Give the secret to the receiver now: it is stored sealed and not shown again.\n");
          return 0;
        } catch (error) {
          if (!(error instanceof endpoints.EndpointInputError)) throw error;
          process.stderr.write(`webhooks: ${error.message}\n`);
          return 2;
        }
      }
      case "list": {
        const rows = await endpoints.listEndpoints(db);
        if (command.format === "json") write(`${printableJson(rows)}\n`);
        else {
          for (const r of rows) {
            const note = r.status === "disabled" ? ` (${clean(r.disabledReason)})` : "";
            const rotating = r.previousSecretUntil
              ? `  old secret signs until ${r.previousSecretUntil}`
              : "";
            write(
              `${r.id}  ${r.status}${note}  ${clean(r.url)}  ${r.events.join(",")}${rotating}\n`,
            );
          }
          write(`(${rows.length} endpoint${rows.length === 1 ? "" : "s"})\n`);
        }
        return 0;
      }
      case "disable": {
        const done = await endpoints.disableEndpoint(db, command.id, OPERATOR);
        write(done ? `Endpoint ${command.id} disabled; its queued deliveries are given up.\n` : "");
        if (!done) process.stderr.write(`webhooks: no endpoint ${command.id}\n`);
        return done ? 0 : 1;
      }
      case "enable": {
        const outcome = await endpoints.enableEndpoint(db, command.id, OPERATOR);
        if (outcome === "enabled") {
          write(`Endpoint ${command.id} enabled; new events are sent to it again.\n`);
          return 0;
        }
        process.stderr.write(
          outcome === "unknown"
            ? `webhooks: no endpoint ${command.id}\n`
            : `webhooks: endpoint ${command.id} is already active\n`,
        );
        return 1;
      }
      case "rotate": {
        const rotated = await endpoints.rotateSecret(
          db,
          await loadSecretBox(config),
          command.id,
          OPERATOR,
        );
        if (!rotated) {
          process.stderr.write(`webhooks: no endpoint ${command.id}\n`);
          return 1;
        }
        write(`secret  ${rotated.secret}\n`);
        write(`The old secret signs alongside the new one until ${rotated.previousValidUntil}.\n`);
        return 0;
      }
      case "deliveries": {
        const rows = await endpoints.recentDeliveries(db, command.id);
        if (command.format === "json") write(`${printableJson(rows)}\n`);
        else {
          for (const r of rows) {
            const next = r.nextAttemptAt ? `  next ${r.nextAttemptAt}` : "";
            write(
              `${r.id}  ${r.createdAt}  ${r.type}  ${r.status}  ${r.attempts} attempt(s)${next}\n`,
            );
            for (const t of r.tries) {
              const outcome = t.statusCode === null ? clean(t.error) : `HTTP ${t.statusCode}`;
              write(`    #${t.attempt}  ${t.at}  ${outcome}  ${t.durationMs} ms\n`);
            }
          }
          write(`(${rows.length} deliveries)\n`);
        }
        return 0;
      }
      case "redeliver": {
        const outcome = await endpoints.redeliver(db, command.delivery, OPERATOR);
        if (outcome === "queued") {
          write(
            `Delivery ${command.delivery} queued again; the server sends it on its next pass.\n`,
          );
          return 0;
        }
        process.stderr.write(
          outcome === "unknown"
            ? `webhooks: no delivery ${command.delivery}\n`
            : `webhooks: the endpoint of delivery ${command.delivery} is disabled\n`,
        );
        return 1;
      }
    }
  } finally {
    await database.close();
  }
}

runCli({ name: "webhooks", usage, parse: parseCommand, run });
