import { Form } from "react-router";
import type { Route } from "./+types/team";
import { Container } from "../../../app/components/ui/Container";
import { site } from "../../../app/config/site";
import { Button } from "../components/Button";
import { Card, Message } from "../components/Card";
import { DataTable } from "../components/DataTable";
import { InputField, SelectField } from "../components/Filters";
import { OneTimeValue } from "../components/OneTimeValue";
import { authorize } from "../lib/access.server";
import { field, intentOf, readForm, refused, type Outcome } from "../lib/input.server";
import { Time } from "../lib/time";
import { staffRoles, type StaffRole } from "../../../server/db/schema.ts";
import {
  disableStaff,
  inviteStaff,
  listStaff,
  setStaffRole,
  StaffError,
  type Actor,
} from "../../../server/staff/accounts.ts";
import type { ConsoleContext } from "../../../server/staff/console-context.ts";

export const meta = () => [{ title: `Staff accounts · ${site.name} staff` }];

const roleChoices = staffRoles.map((r) => [r, r[0]!.toUpperCase() + r.slice(1)] as const);

function roleOf(form: URLSearchParams): StaffRole | null {
  const role = field(form, "role");
  return (staffRoles as readonly string[]).includes(role) ? (role as StaffRole) : null;
}

/** GET /staff/team: every staff account, its role and state. */
export async function loader(args: Route.LoaderArgs) {
  const { console: ctx } = authorize(args);
  const staff = await listStaff(ctx.db);
  return {
    roleChoices,
    staff: staff.map((s) => ({
      id: s.id,
      email: s.email,
      role: s.role,
      disabledAt: s.disabledAt?.toISOString() ?? null,
    })),
  };
}

interface TeamOutcome extends Outcome {
  /** The one-time invitation link, shown in this answer only. */
  link?: string;
}

type Change = (ctx: ConsoleContext, form: URLSearchParams, actor: Actor) => Promise<TeamOutcome>;

const changes: Record<"invite" | "role" | "disable", Change> = {
  async invite(ctx, form, actor) {
    const role = roleOf(form);
    if (!role) throw new StaffError("Choose a role.");
    const email = field(form, "email", 320);
    const { url } = await inviteStaff(ctx.db, { email, role, siteUrl: ctx.rp.origin, actor });
    return { link: url };
  },
  async role(ctx, form, actor) {
    const role = roleOf(form);
    if (!role) throw new StaffError("Choose a role.");
    const account = await setStaffRole(ctx.db, field(form, "email", 320), role, actor);
    return { notice: `${account.email} is now ${account.role}.` };
  },
  async disable(ctx, form, actor) {
    const account = await disableStaff(ctx.db, field(form, "email", 320), actor);
    return { notice: `${account.email} is disabled; their sessions have ended.` };
  },
};

/** POST /staff/team: invite (a one-time link), change a role, or disable an account. */
export async function action(args: Route.ActionArgs) {
  const { console: ctx, session } = authorize(args);
  const form = await readForm(args.request);
  const change = changes[intentOf(form, ["invite", "role", "disable"] as const)];
  const { id, email } = session!.account;
  try {
    return await change(ctx, form, { id, email });
  } catch (error) {
    if (!(error instanceof StaffError)) throw error;
    return refused(400, error.message);
  }
}

type Account = Route.ComponentProps["loaderData"]["staff"][number];

export default function Team({ loaderData, actionData }: Route.ComponentProps) {
  const result: TeamOutcome | undefined = actionData;
  const { roleChoices } = loaderData;
  return (
    <Container>
      <h1 className="mt-8 text-3xl font-semibold tracking-tight text-ink-900">Staff accounts</h1>
      <div className="mt-6 space-y-3">
        {result?.notice ? <Message kind="notice">{result.notice}</Message> : null}
        {result?.error ? <Message kind="error">{result.error}</Message> : null}
      </div>
      {result?.link ? (
        <Card title="Invitation link" level={2}>
          <p>
            Send this link to the person; it works once, within 24 hours, and is not shown again.
          </p>
          <OneTimeValue label="Invitation link" value={result.link} />
        </Card>
      ) : null}
      <Card title="Invite someone" level={2}>
        <p>
          Inviting an existing address again revokes its passkeys, recovery codes and sessions: that
          is how someone who lost them gets back in.
        </p>
        {/* A new key after each invitation: the form starts empty again. */}
        <Form
          key={result?.link ?? "invite"}
          method="post"
          className="grid gap-4 sm:grid-cols-[2fr_1fr_auto] sm:items-end"
        >
          <InputField id="t-email" name="email" type="email" label="Work e-mail" required />
          <SelectField
            id="t-role"
            name="role"
            label="Role"
            defaultValue="sales"
            choices={roleChoices}
          />
          <Button type="submit" name="intent" value="invite">
            Create invitation
          </Button>
        </Form>
      </Card>
      <DataTable<Account>
        caption="Staff accounts"
        rows={loaderData.staff}
        rowKey={(s) => s.id}
        empty="No staff accounts yet."
        columns={[
          { label: "E-mail", cell: (s) => <span className="break-all">{s.email}</span> },
          {
            label: "Role",
            cell: (s) => (
              <Form method="post" className="flex flex-wrap items-center gap-2">
                <input type="hidden" name="email" value={s.email} />
                <label className="sr-only" htmlFor={`role-${s.id}`}>
                  Role of {s.email}
                </label>
                <select
                  id={`role-${s.id}`}
                  name="role"
                  defaultValue={s.role}
                  className="rounded-xl border border-line bg-white px-3 py-2 text-sm text-ink-900 focus:border-brand-600"
                >
                  {roleChoices.map(([value, name]) => (
                    <option key={value} value={value}>
                      {name}
                    </option>
                  ))}
                </select>
                <Button type="submit" name="intent" value="role" variant="secondary" size="small">
                  Change
                </Button>
              </Form>
            ),
          },
          {
            label: "State",
            cell: (s) =>
              s.disabledAt ? (
                <>
                  Disabled <Time value={s.disabledAt} />
                </>
              ) : (
                "Active"
              ),
          },
          {
            label: "Actions",
            cell: (s) =>
              s.disabledAt ? null : (
                <Form method="post">
                  <input type="hidden" name="email" value={s.email} />
                  <Button
                    type="submit"
                    name="intent"
                    value="disable"
                    variant="dangerQuiet"
                    size="small"
                    aria-label={`Disable ${s.email}`}
                  >
                    Disable
                  </Button>
                </Form>
              ),
          },
        ]}
      />
    </Container>
  );
}
