import type { ReactNode } from "react";
import { data, Form } from "react-router";
import type { Route } from "./+types/traffic";
import { Container } from "#app/components/ui/Container.tsx";
import { site } from "#app/config/site.ts";
import { Button } from "../components/Button.tsx";
import { Message } from "../components/Card.tsx";
import { BarChart, ShareChart, TrendChart } from "../components/Charts.tsx";
import { DataTable } from "../components/DataTable.tsx";
import {
  activeFilters,
  DateRangeFields,
  FilterActions,
  FilterGrid,
  FilterPanel,
} from "../components/Filters.tsx";
import { authorize } from "../lib/access.server.ts";
import { filterQuery } from "../lib/input.server.ts";
import { parseTrafficRange } from "../lib/traffic-range.server.ts";
import { KEYS_PER_DAY, KEYS_PER_VISITOR } from "#server/analytics/dimensions.ts";
import {
  trafficReport,
  type FunnelStep,
  type KeyRow,
  type TrafficReport,
  type VitalName,
} from "#server/analytics/traffic-report.ts";

export const meta = () => [{ title: `Traffic · ${site.name} staff` }];

const FILTERS = ["from", "to"] as const;

/** GET /staff/traffic[?from=…&to=…]: the range's figures against the period before it. */
export async function loader(args: Route.LoaderArgs) {
  const { console: ctx } = authorize(args);
  const params = args.url.searchParams;
  const query = filterQuery(params, FILTERS, 40);
  const parsed = parseTrafficRange(params);
  if (!parsed.ok) return data({ query, error: parsed.error, report: null }, { status: 400 });
  return { query, error: null, report: await trafficReport(ctx.db, parsed.range) };
}

const whole = (n: number) => Math.round(n).toLocaleString("en-GB");
const percent = (rate: number | null) =>
  rate === null ? "—" : `${(rate * 100).toLocaleString("en-GB", { maximumFractionDigits: 1 })}%`;
const share = (part: number, total: number) => percent(total > 0 ? part / total : null);

/** How a figure moved against the previous period, in words a screen reader reads well. */
function change(now: number, before: number): string {
  if (before === 0) return now === 0 ? "no change" : "new";
  const delta = (now - before) / before;
  if (Math.abs(delta) < 0.0005) return "no change";
  return `${delta > 0 ? "up" : "down"} ${percent(Math.abs(delta))}`;
}

function rateChange(now: number | null, before: number | null): string {
  if (now === null || before === null) return "no comparison";
  const points = (now - before) * 100;
  if (Math.abs(points) < 0.05) return "no change";
  const size = Math.abs(points).toLocaleString("en-GB", { maximumFractionDigits: 1 });
  return `${points > 0 ? "up" : "down"} ${size} points`;
}

const formNames: Record<string, string> = {
  contact: "Contact form",
  demo: "Demo request",
  newsletter: "Newsletter",
};
const stepNames: Record<FunnelStep["step"], string> = {
  landed: "Visited the site",
  started: "Started the form",
  sent: "Sent it, as the browser reported",
};
const vitalNames: Record<VitalName, string> = {
  LCP: "Largest Contentful Paint (LCP)",
  INP: "Interaction to Next Paint (INP)",
  CLS: "Cumulative Layout Shift (CLS)",
  TTFB: "Time to First Byte (TTFB)",
};
const vitalValue = (name: VitalName, value: number) =>
  name === "CLS" ? value.toFixed(2) : `${whole(value)} ms`;

function Section({
  id,
  title,
  intro,
  children,
}: {
  id: string;
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="mt-10">
      <h2 id={id} className="text-xl font-semibold tracking-tight text-ink-900">
        {title}
      </h2>
      {intro ? <p className="mt-2 max-w-3xl text-sm text-ink-700">{intro}</p> : null}
      {children}
    </section>
  );
}

/** A chart and the table of its figures: side by side on a wide screen, stacked on a phone. */
function ChartAndTable({ chart, table }: { chart: ReactNode; table: ReactNode }) {
  return (
    <div className="mt-4 grid grid-cols-1 items-start gap-x-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
      <div className="mt-6 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-line">{chart}</div>
      <div className="min-w-0">{table}</div>
    </div>
  );
}

function Summary({ report }: { report: TrafficReport }) {
  const { current: now, before } = report;
  const items: [string, string, string, string][] = [
    [
      "Visitors",
      whole(now.visitors),
      whole(before.visitors),
      change(now.visitors, before.visitors),
    ],
    [
      "Page views",
      whole(now.pageViews),
      whole(before.pageViews),
      change(now.pageViews, before.pageViews),
    ],
    ["Leads", whole(now.leads), whole(before.leads), change(now.leads, before.leads)],
    [
      "Conversion rate",
      percent(now.conversionRate),
      percent(before.conversionRate),
      rateChange(now.conversionRate, before.conversionRate),
    ],
  ];
  return (
    <ul aria-label="Totals" className="mt-6 grid grid-cols-2 gap-3 lg:grid-cols-4">
      {items.map(([label, figure, earlier, moved]) => (
        <li key={label} className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-line">
          <span className="text-sm text-ink-600">{label}</span>
          <strong className="block text-2xl font-semibold tracking-tight text-ink-900 tabular-nums">
            {figure}
          </strong>
          <span className="block text-sm text-ink-700">
            {moved}, from {earlier}
          </span>
        </li>
      ))}
    </ul>
  );
}

function keyTable(caption: string, label: string, rows: KeyRow[]) {
  return (
    <DataTable<KeyRow>
      caption={caption}
      rows={rows}
      rowKey={(r) => r.key}
      empty="Nothing recorded in these days."
      columns={[
        { label, cell: (r) => <span className="break-all">{r.key}</span> },
        { label: "Visitors", cell: (r) => whole(r.visitors) },
        { label: "Page views", cell: (r) => whole(r.pageViews) },
        { label: "Leads", cell: (r) => whole(r.leads) },
        { label: "Conversion", cell: (r) => percent(r.conversionRate) },
      ]}
    />
  );
}

function Ranked({
  id,
  title,
  label,
  rows,
}: {
  id: string;
  title: string;
  label: string;
  rows: KeyRow[];
}) {
  return (
    <Section id={id} title={title}>
      <ChartAndTable
        chart={
          <BarChart
            title={`${title}: visitors and leads, the ${rows.length} with most visitors`}
            rows={rows.map((r) => ({ label: r.key, value: r.visitors, part: r.leads }))}
            legend={{ value: "Visitors", part: "Leads" }}
          />
        }
        table={keyTable(`${title}, by visitors`, label, rows)}
      />
    </Section>
  );
}

export default function Traffic({ loaderData }: Route.ComponentProps) {
  const { query, error, report } = loaderData;
  const active = activeFilters(query, FILTERS);
  const from = report?.range.from ?? query.from;
  const to = report?.range.to ?? query.to;
  return (
    <Container>
      <h1 className="mt-8 text-3xl font-semibold tracking-tight text-ink-900">Traffic</h1>
      <div className="mt-3 flex flex-wrap items-end justify-between gap-4">
        <p className="max-w-3xl text-ink-700">
          {report
            ? `${report.range.from} to ${report.range.to} (UTC days), against ${report.previous.from} to ${report.previous.to}. `
            : null}
          Visitors are counted per day, without cookies: someone who comes on two days counts twice.
          Bots and staff are not counted.
        </p>
        {report ? (
          // A download: the browser posts the form itself and saves the answer.
          <Form method="post" action="/traffic/export" reloadDocument>
            <input type="hidden" name="from" value={report.range.from} />
            <input type="hidden" name="to" value={report.range.to} />
            <Button type="submit" variant="secondary">
              Export these figures (CSV)
            </Button>
          </Form>
        ) : null}
      </div>
      {error ? (
        <div className="mt-4">
          <Message kind="error">{error}</Message>
        </div>
      ) : null}
      <FilterPanel active={active} open={Boolean(error)}>
        <Form method="get" aria-label="Choose the days">
          <FilterGrid>
            <DateRangeFields from={from} to={to} />
          </FilterGrid>
          <FilterActions clearTo="/traffic" />
        </Form>
      </FilterPanel>
      {report ? <Report report={report} /> : null}
    </Container>
  );
}

function Report({ report }: { report: TrafficReport }) {
  type Day = TrafficReport["daily"][number];
  return (
    <>
      <Summary report={report} />
      <Section id="by-day" title="Visitors by day">
        <ChartAndTable
          chart={
            <TrendChart
              title={`Visitors per day from ${report.range.from} to ${report.range.to}, with the previous period's`}
              days={report.daily.map((d) => d.day)}
              series={[
                {
                  label: "These days",
                  values: report.daily.map((d) => d.visitors),
                  kind: "current",
                },
                {
                  label: "Previous period",
                  values: report.daily.map((d) => d.before),
                  kind: "previous",
                },
              ]}
            />
          }
          table={
            <details className="mt-6 rounded-2xl bg-white shadow-sm ring-1 ring-line">
              <summary className="flex min-h-11 cursor-pointer items-center px-5 py-3 text-sm font-semibold text-ink-900">
                The figures day by day ({report.daily.length} days)
              </summary>
              <div className="px-3 pb-3">
                <DataTable<Day>
                  caption="Visitors, page views and leads per day"
                  rows={report.daily}
                  rowKey={(d) => d.day}
                  empty="No days."
                  columns={[
                    {
                      label: "Day",
                      cell: (d) => <span className="whitespace-nowrap">{d.day}</span>,
                    },
                    { label: "Visitors", cell: (d) => whole(d.visitors) },
                    { label: "Page views", cell: (d) => whole(d.pageViews) },
                    { label: "Leads", cell: (d) => whole(d.leads) },
                    { label: "Previous period", cell: (d) => whole(d.before) },
                  ]}
                />
              </div>
            </details>
          }
        />
      </Section>
      <Ranked id="pages" title="Top pages" label="Page" rows={report.pages} />
      <Ranked id="sources" title="Top sources" label="Source" rows={report.sources} />
      <Ranked id="campaigns" title="Top campaigns" label="Campaign" rows={report.campaigns} />
      <p className="mt-4 max-w-3xl text-sm text-ink-700">
        Leads are the contact messages, demo requests and confirmed newsletter subscriptions
        received in these days, not those marked as spam by the next day. Each counts for the page
        its visit landed on and the source and campaign it came through, as saved with the lead.
        Conversion is leads per visitor. &ldquo;(other)&rdquo; adds up the sources and campaigns
        beyond each day&apos;s {KEYS_PER_DAY} most visited, and beyond a visitor&apos;s first{" "}
        {KEYS_PER_VISITOR} in a day.
      </p>
      <Funnels report={report} />
      <Vitals report={report} />
    </>
  );
}

function Funnels({ report }: { report: TrafficReport }) {
  type Step = FunnelStep & { ofPrevious: string; ofFirst: string };
  return (
    <Section
      id="funnels"
      title="Forms"
      intro="From a visit to a form started to a form sent, in visitors, per form, as the visitors' browsers reported each step. Anyone can send such a report, so a form sent here is not a lead: the leads above are those received."
    >
      {report.funnels.length === 0 ? (
        <p className="mt-6 text-ink-600">No form was started or sent in these days.</p>
      ) : null}
      {report.funnels.map(({ form, steps }) => {
        const name = formNames[form] ?? form;
        const rows: Step[] = steps.map((s, i) => ({
          ...s,
          ofPrevious: i === 0 ? "—" : share(s.visitors, steps[i - 1]!.visitors),
          ofFirst: share(s.visitors, steps[0]!.visitors),
        }));
        return (
          <div key={form} className="mt-6">
            <h3 className="text-lg font-semibold text-ink-900">{name}</h3>
            <ChartAndTable
              chart={
                <BarChart
                  title={`${name}: visitors at each step`}
                  rows={rows.map((s) => ({ label: stepNames[s.step], value: s.visitors }))}
                  legend={{ value: "Visitors" }}
                />
              }
              table={
                <DataTable<Step>
                  caption={`${name}: visitors at each step`}
                  rows={rows}
                  rowKey={(s) => s.step}
                  empty="No steps."
                  columns={[
                    { label: "Step", cell: (s) => stepNames[s.step] },
                    { label: "Visitors", cell: (s) => whole(s.visitors) },
                    { label: "Of the step before", cell: (s) => s.ofPrevious },
                    { label: "Of all visitors", cell: (s) => s.ofFirst },
                  ]}
                />
              }
            />
          </div>
        );
      })}
    </Section>
  );
}

function Vitals({ report }: { report: TrafficReport }) {
  type Page = TrafficReport["vitals"][number]["pages"][number];
  type Element = TrafficReport["vitals"][number]["elements"][number];
  return (
    <Section
      id="vitals"
      title="Core Web Vitals"
      intro="What real visitors' browsers measured, per page: the 75th percentile (p75) rated by Google's thresholds, and each visit's rating. Over several days the p75 is the daily p75s weighted by visits."
    >
      {report.vitals.map(({ name, pages, elements }) => {
        const total = (p: Page) => p.good + p.needsImprovement + p.poor;
        return (
          <div key={name} className="mt-6">
            <h3 className="text-lg font-semibold text-ink-900">{vitalNames[name]}</h3>
            {pages.length === 0 ? (
              <p className="mt-2 text-ink-600">Not measured in these days.</p>
            ) : (
              <ChartAndTable
                chart={
                  <ShareChart
                    title={`${name}: share of good, needs improvement and poor visits per page`}
                    rows={pages.map((p) => ({
                      label: p.path,
                      figure: `p75 ${vitalValue(name, p.p75)}`,
                      good: p.good,
                      needsImprovement: p.needsImprovement,
                      poor: p.poor,
                    }))}
                  />
                }
                table={
                  <DataTable<Page>
                    caption={`${name} per page, by visits measured`}
                    rows={pages}
                    rowKey={(p) => p.path}
                    empty="Not measured."
                    columns={[
                      { label: "Page", cell: (p) => <span className="break-all">{p.path}</span> },
                      {
                        label: "p75",
                        cell: (p) => `${vitalValue(name, p.p75)} (${p.rating})`,
                      },
                      { label: "Visits", cell: (p) => whole(p.measured) },
                      { label: "Good", cell: (p) => share(p.good, total(p)) },
                      {
                        label: "Needs improvement",
                        cell: (p) => share(p.needsImprovement, total(p)),
                      },
                      { label: "Poor", cell: (p) => share(p.poor, total(p)) },
                    ]}
                  />
                }
              />
            )}
            {elements.length > 0 ? (
              <>
                <h4 className="mt-6 text-base font-semibold text-ink-900">
                  {name}: the elements most often responsible for a visit that was not good
                </h4>
                <DataTable<Element>
                  caption={`${name}: the elements most often responsible for a visit that was not good`}
                  rows={elements}
                  rowKey={(e) => `${e.path} ${e.element}`}
                  empty="None."
                  columns={[
                    {
                      label: "Element responsible",
                      cell: (e) => <code className="break-all">{e.element}</code>,
                    },
                    { label: "Page", cell: (e) => <span className="break-all">{e.path}</span> },
                    { label: "Visits not good", cell: (e) => whole(e.visits) },
                  ]}
                />
              </>
            ) : null}
          </div>
        );
      })}
    </Section>
  );
}
