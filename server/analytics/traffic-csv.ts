import { toCsv } from "#server/shared/csv.ts";
import type { KeyRow, TrafficReport, Totals } from "./traffic-report.ts";

const columns = ["section", "item", "measure", "value"] as const;
type Line = Record<(typeof columns)[number], string>;

const figure = (value: number | string | null) =>
  value === null
    ? ""
    : typeof value === "string" || Number.isInteger(value)
      ? String(value)
      : value.toFixed(4);

/**
 * The Traffic screen as a CSV file: every figure it shows, one per line (section, item,
 * measure, value), so a spreadsheet pivots it whichever way. Through the console's CSV
 * writer: a page path or campaign name starting with = + - @ cannot run as a formula.
 */
export function trafficCsv(report: TrafficReport): { csv: string; rows: number } {
  const lines: Line[] = [];
  const add = (section: string, item: string, measure: string, value: number | string | null) =>
    lines.push({ section, item, measure, value: figure(value) });
  const totals = (item: string, t: Totals) => {
    add("summary", item, "visitors", t.visitors);
    add("summary", item, "page views", t.pageViews);
    add("summary", item, "leads", t.leads);
    add("summary", item, "leads per visitor", t.conversionRate);
  };
  totals(`${report.range.from} to ${report.range.to}`, report.current);
  totals(`${report.previous.from} to ${report.previous.to}`, report.before);
  for (const d of report.daily) {
    add("daily", d.day, "visitors", d.visitors);
    add("daily", d.day, "page views", d.pageViews);
    add("daily", d.day, "leads", d.leads);
    add("daily", d.day, "visitors, same day of the previous period", d.before);
  }
  const keyed = (section: string, rows: KeyRow[]) => {
    for (const r of rows) {
      add(section, r.key, "visitors", r.visitors);
      add(section, r.key, "page views", r.pageViews);
      add(section, r.key, "leads", r.leads);
      add(section, r.key, "leads per visitor", r.conversionRate);
    }
  };
  keyed("pages", report.pages);
  keyed("sources", report.sources);
  keyed("campaigns", report.campaigns);
  for (const f of report.funnels) {
    for (const s of f.steps) add(`funnel ${f.form}`, s.step, "visitors", s.visitors);
  }
  for (const v of report.vitals) {
    for (const p of v.pages) {
      add(`web vitals ${v.name}`, p.path, "p75", p.p75);
      add(`web vitals ${v.name}`, p.path, "rating of p75", p.rating);
      add(`web vitals ${v.name}`, p.path, "visits measured", p.measured);
      add(`web vitals ${v.name}`, p.path, "good", p.good);
      add(`web vitals ${v.name}`, p.path, "needs improvement", p.needsImprovement);
      add(`web vitals ${v.name}`, p.path, "poor", p.poor);
    }
    for (const e of v.elements) {
      add(`elements ${v.name}`, `${e.path} ${e.element}`, "visits not good", e.visits);
    }
  }
  return { csv: toCsv(columns, lines), rows: lines.length };
}
