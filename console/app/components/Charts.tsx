import { useId, type ReactNode } from "react";
import { Group } from "@visx/group";
import { scaleLinear } from "@visx/scale";
import { Bar, LinePath } from "@visx/shape";

/*
 * The Traffic screen's charts: SVG drawn by visx on the server, so they show without
 * JavaScript and need nothing of the CSP but what the console has. Each is an image with a
 * title for a screen reader; the figures themselves are in the table beside every chart,
 * which is what the keyboard and a screen reader read. Colours come from Tailwind classes
 * (fill-…, stroke-…), never style attributes. The drawing is 360 units wide, about a
 * phone's column, so its text stays legible when the column is narrow.
 */

const WIDTH = 360;
const TEXT = "fill-ink-700 text-[11px]";

const formatter = new Intl.NumberFormat("en-GB", { notation: "compact" });
const short = (value: number) => formatter.format(value);

function clip(text: string, length: number) {
  return text.length > length ? `${text.slice(0, length - 1)}…` : text;
}

function Frame({
  title,
  height,
  children,
}: {
  title: string;
  height: number;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <svg
      viewBox={`0 0 ${WIDTH} ${height}`}
      role="img"
      aria-labelledby={id}
      className="block h-auto w-full max-w-lg"
    >
      <title id={id}>{title}</title>
      {children}
    </svg>
  );
}

export interface TrendSeries {
  label: string;
  values: number[];
  /** The period itself, or the one it is compared with (dashed, lighter). */
  kind: "current" | "previous";
}

/** Lines over the days of a range: this period's and the previous one's, day for day. */
export function TrendChart({
  title,
  days,
  series,
}: {
  title: string;
  days: string[];
  series: TrendSeries[];
}) {
  const height = 200;
  const margin = { top: 10, right: 10, bottom: 24, left: 40 };
  const max = Math.max(1, ...series.flatMap((s) => s.values));
  const x = scaleLinear<number>({
    domain: [0, Math.max(1, days.length - 1)],
    range: [margin.left, WIDTH - margin.right],
  });
  const y = scaleLinear<number>({
    domain: [0, max],
    range: [height - margin.bottom, margin.top],
    nice: true,
  });
  return (
    <figure>
      <Frame title={title} height={height}>
        {y.ticks(4).map((tick) => (
          <Group key={tick} top={y(tick)}>
            <line x1={margin.left} x2={WIDTH - margin.right} className="stroke-line" />
            <text x={margin.left - 6} dy="0.32em" textAnchor="end" className={TEXT}>
              {short(tick)}
            </text>
          </Group>
        ))}
        {series.map((s) => (
          <LinePath<number>
            key={s.label}
            data={s.values}
            x={(_, i) => x(i)}
            y={(value) => y(value)}
            fill="none"
            strokeWidth={s.kind === "current" ? 2.5 : 1.5}
            strokeDasharray={s.kind === "current" ? undefined : "4 3"}
            className={s.kind === "current" ? "stroke-brand-600" : "stroke-ink-500"}
          />
        ))}
        {days.length > 0 ? (
          <>
            <text x={margin.left} y={height - 6} className={TEXT}>
              {days[0]}
            </text>
            <text x={WIDTH - margin.right} y={height - 6} textAnchor="end" className={TEXT}>
              {days.at(-1)}
            </text>
          </>
        ) : null}
      </Frame>
      <figcaption className="mt-2 flex flex-wrap gap-x-5 gap-y-1 text-sm text-ink-700">
        {series.map((s) => (
          <span key={s.label} className="inline-flex items-center gap-2">
            <svg width="24" height="8" aria-hidden="true">
              <line
                x1="0"
                x2="24"
                y1="4"
                y2="4"
                strokeWidth={s.kind === "current" ? 2.5 : 1.5}
                strokeDasharray={s.kind === "current" ? undefined : "4 3"}
                className={s.kind === "current" ? "stroke-brand-600" : "stroke-ink-500"}
              />
            </svg>
            {s.label}
          </span>
        ))}
      </figcaption>
    </figure>
  );
}

export interface BarRow {
  label: string;
  value: number;
  /** A part of the value drawn over it, darker (the leads among the visitors). */
  part?: number;
}

const ROW = 34;

/** Horizontal bars, one per row: its label and figure above, the bar below. */
export function BarChart({
  title,
  rows,
  legend,
}: {
  title: string;
  rows: BarRow[];
  legend: { value: string; part?: string };
}) {
  const height = Math.max(ROW, rows.length * ROW);
  const x = scaleLinear<number>({
    domain: [0, Math.max(1, ...rows.map((r) => r.value))],
    range: [0, WIDTH],
  });
  return (
    <figure>
      <Frame title={title} height={height}>
        {rows.map((row, i) => (
          <Group key={row.label} top={i * ROW}>
            <text y={12} className={TEXT}>
              {clip(row.label, 44)}
            </text>
            <text x={WIDTH} y={12} textAnchor="end" className={`${TEXT} font-semibold`}>
              {row.part === undefined
                ? short(row.value)
                : `${short(row.value)} · ${short(row.part)}`}
            </text>
            <Bar x={0} y={17} width={WIDTH} height={11} rx={2} className="fill-surface" />
            <Bar x={0} y={17} width={x(row.value)} height={11} rx={2} className="fill-brand-300" />
            {row.part !== undefined ? (
              <Bar
                x={0}
                y={17}
                width={Math.max(row.part > 0 ? 2 : 0, x(row.part))}
                height={11}
                rx={2}
                className="fill-brand-800"
              />
            ) : null}
          </Group>
        ))}
      </Frame>
      <figcaption className="mt-2 flex flex-wrap gap-x-5 gap-y-1 text-sm text-ink-700">
        <Swatch className="fill-brand-300">{legend.value}</Swatch>
        {legend.part ? <Swatch className="fill-brand-800">{legend.part}</Swatch> : null}
      </figcaption>
    </figure>
  );
}

export interface ShareRow {
  label: string;
  /** What stands at the right of the label (the p75). */
  figure: string;
  good: number;
  needsImprovement: number;
  poor: number;
}

const shareParts = [
  ["good", "fill-green-600", "Good"],
  ["needsImprovement", "fill-amber-400", "Needs improvement"],
  ["poor", "fill-red-600", "Poor"],
] as const;

/** One bar per row split into its shares of good, needs improvement and poor (100%). */
export function ShareChart({ title, rows }: { title: string; rows: ShareRow[] }) {
  const height = Math.max(ROW, rows.length * ROW);
  return (
    <figure>
      <Frame title={title} height={height}>
        {rows.map((row, i) => {
          const total = row.good + row.needsImprovement + row.poor;
          const x = scaleLinear<number>({ domain: [0, Math.max(1, total)], range: [0, WIDTH] });
          let start = 0;
          return (
            <Group key={row.label} top={i * ROW}>
              <text y={12} className={TEXT}>
                {clip(row.label, 44)}
              </text>
              <text x={WIDTH} y={12} textAnchor="end" className={`${TEXT} font-semibold`}>
                {row.figure}
              </text>
              {shareParts.map(([part, fill]) => {
                const width = x(row[part]);
                const bar = (
                  <Bar key={part} x={start} y={17} width={width} height={11} className={fill} />
                );
                start += width;
                return bar;
              })}
            </Group>
          );
        })}
      </Frame>
      <figcaption className="mt-2 flex flex-wrap gap-x-5 gap-y-1 text-sm text-ink-700">
        {shareParts.map(([part, fill, label]) => (
          <Swatch key={part} className={fill}>
            {label}
          </Swatch>
        ))}
      </figcaption>
    </figure>
  );
}

function Swatch({ className, children }: { className: string; children: ReactNode }) {
  return (
    <span className="inline-flex items-center gap-2">
      <svg width="12" height="12" aria-hidden="true">
        <rect width="12" height="12" rx="2" className={className} />
      </svg>
      {children}
    </span>
  );
}
