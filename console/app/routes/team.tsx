import { Form } from "react-router";
import type { Route } from "./+types/team";
import { Container } from "#app/components/ui/Container.tsx";
import { site } from "#app/config/site.ts";
import { Button } from "../components/Button.tsx";
import { Card, Message } from "../components/Card.tsx";
import { DataTable } from "../components/DataTable.tsx";
import { InputField } from "../components/Filters.tsx";
import { OneTimeValue } from "../components/OneTimeValue.tsx";
import { authorize } from "../lib/access.server.ts";
import { field, intentOf, readForm, refused, type Outcome } from "../lib/input.server.ts";
import { Time } from "../lib/time.tsx";
import type { StaffRole } from "#server/db/schema.ts";
import { staffRoles } from "../lib/schema.server.ts";
import {
  disableStaff,
  inviteStaff,
  listStaff,
  setStaffRoles,
  StaffError,
  type Actor,
} from "#server/staff/accounts.server.ts";
import type { ConsoleContext } from "#server/staff/console-context.ts";

export const meta = () => [{ title: `Staff accounts · ${site.name} staff` }];

const roleChoices = staffRoles.map((r) => [r, r[0]!.toUpperCase() + r.slice(1)] as const);

/** The ticked roles that are roles; checkRoles() refuses none with "Choose at least one role." */
function rolesOf(form: URLSearchParams): StaffRole[] {
  const known: readonly string[] = staffRoles;
  return form.getAll("roles").filter((r): r is StaffRole => known.includes(r));
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
      roles: s.roles,
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
    const roles = rolesOf(form);
    const email = field(form, "email", 320, "The e-mail address");
    const { url } = await inviteStaff(ctx.db, { email, roles, siteUrl: ctx.rp.origin, actor });
    return { link: url };
  },
  async role(ctx, form, actor) {
    const account = await setStaffRoles(
      ctx.db,
      field(form, "email", 320, "The e-mail address"),
      rolesOf(form),
      actor,
    );
    return { notice: `${account.email} is now ${account.roles.join(", ")}.` };
  },
  async disable(ctx, form, actor) {
    const account = await disableStaff(
      ctx.db,
      field(form, "email", 320, "The e-mail address"),
      actor,
    );
    return { notice: `${account.email} is disabled; their sessions have ended.` };
  },
};

/** POST /staff/team: invite (a one-time link), change roles, or disable an account. */
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

/** One checkbox per role; `idPrefix` keeps the ids of each row's boxes apart. */
function RoleBoxes(props: {
  legend: string;
  legendHidden?: boolean;
  idPrefix: string;
  choices: readonly (readonly [string, string])[];
  checked: readonly string[];
}) {
  return (
    <fieldset>
      <legend
        className={
          props.legendHidden
            ? "sr-only"
            : "text-xs font-semibold tracking-wide text-ink-700 uppercase"
        }
      >
        {props.legend}
      </legend>
      <div className="flex flex-wrap gap-x-4">
        {props.choices.map(([value, name]) => (
          <label
            key={value}
            htmlFor={`${props.idPrefix}-${value}`}
            className="inline-flex min-h-11 items-center gap-2 text-sm text-ink-900"
          >
            <input
              id={`${props.idPrefix}-${value}`}
              type="checkbox"
              name="roles"
              value={value}
              defaultChecked={props.checked.includes(value)}
              className="size-4"
            />
            {name}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

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
          className="grid gap-4 lg:grid-cols-[2fr_auto_auto] lg:items-end"
        >
          <InputField id="t-email" name="email" type="email" label="Work e-mail" required />
          <RoleBoxes legend="Roles" idPrefix="t-role" choices={roleChoices} checked={["sales"]} />
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
            label: "Roles",
            cell: (s) => (
              // A new key when the roles change: the boxes show what was stored.
              <Form
                key={s.roles.join()}
                method="post"
                className="flex flex-wrap items-center gap-x-3"
              >
                <input type="hidden" name="email" value={s.email} />
                <RoleBoxes
                  legend={`Roles of ${s.email}`}
                  legendHidden
                  idPrefix={`role-${s.id}`}
                  choices={roleChoices}
                  checked={s.roles}
                />
                <Button
                  type="submit"
                  name="intent"
                  value="role"
                  variant="secondary"
                  size="small"
                  aria-label={`Change roles of ${s.email}`}
                >
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
