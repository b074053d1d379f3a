import { data, Form, redirect } from "react-router";
import type { Route } from "./+types/requests";
import { Checkbox } from "#app/components/forms/FormField.tsx";
import { Container } from "#app/components/ui/Container.tsx";
import { site } from "#app/config/site.ts";
import { Button } from "../components/Button.tsx";
import { Card, Message } from "../components/Card.tsx";
import { InputField } from "../components/Filters.tsx";
import { Stats } from "../components/Stats.tsx";
import { authorizeSignedIn } from "../lib/access.server.ts";
import { parseEmail, readForm } from "../lib/input.server.ts";
import {
  auditRequest,
  eraseAddress,
  findHeldData,
  heldCount,
} from "#server/staff/data-requests.server.ts";

export const meta = () => [{ title: `Data requests · ${site.name} staff` }];

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * What an erasure reports back through the address bar: four counts (`?erased=1-0-2-3`),
 * put into words here, so a forged link can show nothing but numbers.
 */
function erasedNotice(value: string | null): string | null {
  const counts = /^(\d{1,6})-(\d{1,6})-(\d{1,6})-(\d{1,6})$/
    .exec(value ?? "")
    ?.slice(1)
    .map(Number);
  if (!counts) return null;
  const [subscriptions, contacts, demos, mails] = counts as [number, number, number, number];
  return `Erased: ${[
    plural(subscriptions, "subscription", "subscriptions"),
    plural(contacts, "contact message", "contact messages"),
    plural(demos, "demo request", "demo requests"),
    plural(mails, "mail", "mails"),
  ].join(", ")}.`;
}

/**
 * GET /staff/requests?email=…: what is held about an address (the search is audited, by
 * the address's hash). Also answers /staff/requests/erase, where a refused erasure lands.
 */
export async function loader(args: Route.LoaderArgs) {
  const { console: ctx, session } = authorizeSignedIn(args);
  const query = new URL(args.request.url).searchParams;
  const base = { notice: erasedNotice(query.get("erased")) };
  if (!query.has("email")) return { ...base, search: "", error: null, held: null };
  const raw = query.get("email") ?? "";
  const parsed = parseEmail(raw);
  if ("error" in parsed) {
    return data({ ...base, search: raw, error: parsed.error, held: null }, { status: 400 });
  }
  const held = await findHeldData(ctx.db, parsed.email);
  await auditRequest(ctx.db, session.account, "request-search", parsed.email, {
    records: heldCount(held),
  });
  return {
    ...base,
    search: parsed.email,
    error: null,
    held: {
      email: parsed.email,
      counts: (
        [
          [held.subscribers.length, "newsletter subscription", "newsletter subscriptions"],
          [held.contactMessages.length, "contact message", "contact messages"],
          [held.demoRequests.length, "demo request", "demo requests"],
          [held.leadNotesAndHistory.length, "staff note or change", "staff notes and changes"],
          [held.mail.length, "mail", "mails"],
        ] as const
      ).map(([n, one, many]): [number, string] => [n, n === 1 ? one : many]),
    },
  };
}

/** POST /staff/requests/erase: everything about the address, once the box is ticked. */
export async function action(args: Route.ActionArgs) {
  const { console: ctx, session } = authorizeSignedIn(args);
  const form = await readForm(args.request);
  const raw = form.get("email") ?? "";
  const parsed = parseEmail(raw);
  if ("error" in parsed || form.get("confirm") !== "yes") {
    const error = "Nothing was erased: give the address and tick the confirmation.";
    return data({ error, search: raw.slice(0, 320) }, { status: 400 });
  }
  const gone = await eraseAddress(ctx.db, parsed.email, session.account);
  const counts = [gone.subscribers, gone.contacts, gone.demos, gone.mails].join("-");
  throw redirect(`/requests?erased=${counts}`, 303);
}

type Held = NonNullable<Route.ComponentProps["loaderData"]["held"]>;

function HeldData({ held }: { held: Held }) {
  return (
    <Card title={`Held about ${held.email}`} level={2}>
      <Stats label={`Records about ${held.email}`} items={held.counts} />
      {/* A download: the browser posts the form itself and saves the answer. */}
      <Form method="post" action="/requests/export" reloadDocument>
        <input type="hidden" name="email" value={held.email} />
        <Button type="submit" variant="secondary">
          Export everything (JSON)
        </Button>
      </Form>
      <Form
        method="post"
        action="/requests/erase"
        className="space-y-2 rounded-xl bg-red-50/60 p-4 ring-1 ring-red-200"
      >
        <input type="hidden" name="email" value={held.email} />
        <Checkbox name="confirm" value="yes" required>
          I have checked this is the person's own request
        </Checkbox>
        <Button type="submit" variant="danger">
          Erase everything about this address
        </Button>
      </Form>
    </Card>
  );
}

export default function Requests({ loaderData, actionData }: Route.ComponentProps) {
  const { notice, held } = loaderData;
  const error = actionData?.error ?? loaderData.error;
  const search = actionData?.search ?? loaderData.search;
  return (
    <Container>
      <h1 className="mt-8 text-3xl font-semibold tracking-tight text-ink-900">
        Data-subject requests
      </h1>
      <p className="mt-3 max-w-3xl text-ink-700">
        Find everything held about an e-mail address (Data Protection Act, 2012 (Act 843)), give the
        person a copy, or erase it.
      </p>
      <div className="mt-4 space-y-3">
        {error ? <Message kind="error">{error}</Message> : null}
        {notice ? <Message kind="notice">{notice}</Message> : null}
      </div>
      <Form
        method="get"
        action="/requests"
        aria-label="Find an address"
        className="mt-6 flex flex-wrap items-end gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-line"
      >
        <div className="min-w-0 flex-1 sm:max-w-md">
          <InputField
            key={search}
            id="r-email"
            name="email"
            type="email"
            label="E-mail address"
            defaultValue={search}
            required
          />
        </div>
        <Button type="submit" size="small">
          Search
        </Button>
      </Form>
      {held ? <HeldData held={held} /> : null}
    </Container>
  );
}
