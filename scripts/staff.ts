// Operator CLI for staff console accounts (docs/staff-console.md).
//   npm run staff -- invite  --email someone@nkabompay.com --role sales
//   npm run staff -- list
//   npm run staff -- disable --email someone@nkabompay.com
//   npm run staff -- role    --email someone@nkabompay.com --role marketing,compliance
// The invitation link is the last line of `invite`'s output.
import { site } from "#app/config/site.ts";
import type { Config } from "#server/config.ts";
import { staffRoles, type StaffRole } from "#server/db/schema.ts";
import { openServerDatabase, parseArguments, runCli, UsageError } from "./cli.ts";

const usage = `Usage:
  npm run staff -- invite  --email <address> --role <roles>
  npm run staff -- list
  npm run staff -- disable --email <address>
  npm run staff -- role    --email <address> --role <roles>

  <roles>  one or more of ${staffRoles.join(", ")}: comma-separated (--role sales,admin)
           or --role given again; an account may do what any of its roles may
  invite   prints a one-time invitation link (valid 24 hours) as the last line; inviting
           an existing address again revokes its passkeys, recovery codes and sessions
  disable  ends the account's sessions at once; invite it again to re-enable it
  role     sets the account's roles (replacing the ones it had)
  The last active admin can be neither disabled nor lose the admin role.

Reads DATA_DIR (embedded database) or DATABASE_URL (PostgreSQL), like the server.`;

type Command =
  | { action: "invite" | "role"; email: string; roles: StaffRole[] }
  | { action: "disable"; email: string }
  | { action: "list" };

function parseCommand(argv: string[]): Command | "help" {
  const { values, positionals } = parseArguments(argv, {
    email: { type: "string" },
    role: { type: "string", multiple: true },
    help: { type: "boolean", short: "h" },
  });
  if (values.help) return "help";
  const [action, ...rest] = positionals;
  if (rest.length > 0) throw new UsageError(`Unexpected argument "${rest[0]}".`);
  if (action === "list") return { action };
  if (action !== "invite" && action !== "disable" && action !== "role") {
    throw new UsageError(action ? `Unknown command "${action}".` : "Name a command.");
  }
  const email = values.email?.trim() ?? "";
  if (!/^[^\s@]+@[^\s@]+$/.test(email)) throw new UsageError(`${action} needs --email.`);
  if (action === "disable") return { action, email };
  const roles = (values.role ?? []).flatMap((r) => r.split(",")).map((r) => r.trim());
  const known: readonly string[] = staffRoles;
  if (roles.length === 0 || !roles.every((r) => known.includes(r))) {
    throw new UsageError(`--role takes one or more of ${staffRoles.join(", ")}.`);
  }
  return { action, email, roles: roles as StaffRole[] };
}

async function run(command: Command, config: Config): Promise<number> {
  const accounts = await import("#server/staff/accounts.server.ts");
  const { localOriginHint, staffOrigin } = await import("#server/staff/origin.ts");
  const database = await openServerDatabase(config);
  if (!database) return 1;
  const { db } = database;
  try {
    switch (command.action) {
      case "invite": {
        const origin = staffOrigin(config.siteUrl);
        const { url, account, reinvited } = await accounts.inviteStaff(db, {
          email: command.email,
          roles: command.roles,
          siteUrl: origin,
          actor: accounts.OPERATOR,
        });
        // On stderr: the link stays the last line of the output.
        const hint = localOriginHint(origin, new URL(site.url).origin);
        if (hint) process.stderr.write(hint);
        process.stdout.write(
          `${reinvited ? "Re-invited" : "Invited"} ${account.email} as ${account.roles.join(", ")}` +
            `${reinvited ? " (earlier passkeys, recovery codes and sessions revoked)" : ""}.\n` +
            `Send them this link; it works once, within 24 hours:\n${url}\n`,
        );
        return 0;
      }
      case "list": {
        const rows = await accounts.listStaff(db);
        for (const a of rows) {
          const state = a.disabledAt ? `disabled ${a.disabledAt.toISOString()}` : "active";
          process.stdout.write(`${a.email}\t${a.roles.join(",")}\t${state}\n`);
        }
        process.stdout.write(`(${rows.length} ${rows.length === 1 ? "account" : "accounts"})\n`);
        return 0;
      }
      case "disable": {
        const account = await accounts.disableStaff(db, command.email, accounts.OPERATOR);
        process.stdout.write(`Disabled ${account.email}; its sessions have ended.\n`);
        return 0;
      }
      case "role": {
        const account = await accounts.setStaffRoles(
          db,
          command.email,
          command.roles,
          accounts.OPERATOR,
        );
        process.stdout.write(`${account.email} is now ${account.roles.join(", ")}.\n`);
        return 0;
      }
    }
  } catch (error) {
    if (!(error instanceof accounts.StaffError)) throw error;
    process.stderr.write(`${error.message}\n`);
    return 1;
  } finally {
    await database.close();
  }
}

runCli({ name: "staff", usage, parse: parseCommand, run });
