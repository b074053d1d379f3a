import { useEffect, useRef } from "react";
import { AlertTriangle, CheckCircle2, FileDown, LoaderCircle, XCircle } from "lucide-react";
import type { Problem } from "#app/lib/bulk-pay/check-payout-file.ts";
import { fillSlots, formatCount } from "#app/lib/fill-slots.ts";
import { checkSummaryLine } from "#app/lib/bulk-pay/summary-line.ts";
import { buttonBase, buttonClasses } from "../ui/ButtonLink.tsx";
import { useCheckerCopy } from "./useCheckerCopy.ts";
import type { CheckState } from "./usePayoutCheck.ts";

const cell = "px-4 py-3 align-top";

/** Saves text made in the browser as a file: nothing goes over the network. */
function saveCsv(csv: string, fileName: string) {
  const url = URL.createObjectURL(new Blob([csv], { type: "text/csv;charset=utf-8" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.click();
  // Revoked later, not at once: the browser may still be reading the object URL.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

const baseName = (fileName: string) => fileName.replace(/\.[^.]*$/, "") || "payouts";

function SeverityBadge({ severity }: { severity: Problem["severity"] }) {
  const { severityLabel } = useCheckerCopy();
  const Icon = severity === "error" ? XCircle : AlertTriangle;
  const colours =
    severity === "error"
      ? "bg-red-50 text-red-800 ring-red-200"
      : "bg-amber-50 text-amber-900 ring-amber-200";
  return (
    <span
      className={`inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ${colours}`}
    >
      <Icon aria-hidden="true" className="size-3.5" />
      {severityLabel[severity]}
    </span>
  );
}

/** The live status line, then the result of the last check: summary, problems, downloads. */
export function CheckResult({ state }: { state: CheckState }) {
  const { payoutFileCopy, summaryWords } = useCheckerCopy();
  const copy = payoutFileCopy.checker;
  const heading = useRef<HTMLHeadingElement>(null);
  const done = state.status === "done";
  // The result replaces what the visitor was looking at: take focus (and screen readers) there.
  useEffect(() => {
    if (done) heading.current?.focus();
  }, [done, state]);

  return (
    <>
      <p role="status" className="sr-only">
        {state.status === "checking" ? fillSlots(copy.checking, { file: state.fileName }) : ""}
      </p>
      {state.status === "checking" && (
        <p className="mt-10 flex items-center gap-3 text-ink-700" aria-hidden="true">
          <LoaderCircle className="size-5 animate-spin text-brand-700 motion-reduce:animate-none" />
          {fillSlots(copy.checking, { file: state.fileName })}
        </p>
      )}
      {state.status === "failed" && (
        <p role="alert" className="mt-10 rounded-xl bg-red-50 p-4 text-red-800">
          {copy.failed}
        </p>
      )}
      {state.status === "done" && (
        <section
          aria-labelledby="check-result-title"
          className="mt-12 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-line sm:p-8"
          data-testid="check-result"
        >
          <h3
            id="check-result-title"
            ref={heading}
            tabIndex={-1}
            className="text-xl font-semibold break-words text-ink-900 outline-none"
          >
            {fillSlots(copy.resultTitle, { file: state.fileName })}
          </h3>
          <p className="mt-3 text-lg font-semibold text-ink-800" data-testid="check-summary">
            {checkSummaryLine(state.summary, summaryWords)}
          </p>
          <ProblemTable summary={state.summary} />
          <p className="mt-6 flex flex-wrap gap-3">
            {state.summary.correctedCsv !== null && (
              <button
                type="button"
                className={`${buttonBase} ${buttonClasses.primary}`}
                onClick={() =>
                  saveCsv(state.summary.correctedCsv!, `${baseName(state.fileName)}-corrected.csv`)
                }
              >
                <FileDown aria-hidden="true" className="size-4" />
                {copy.downloadCorrected}
              </button>
            )}
            {state.summary.problemsCsv !== null && (
              <button
                type="button"
                className={`${buttonBase} ${buttonClasses.secondary}`}
                onClick={() =>
                  saveCsv(state.summary.problemsCsv!, `${baseName(state.fileName)}-problems.csv`)
                }
              >
                <FileDown aria-hidden="true" className="size-4" />
                {copy.downloadProblems}
              </button>
            )}
          </p>
          {state.summary.correctedCsv !== null && (
            <p className="mt-3 text-sm text-ink-600">{copy.correctedNote}</p>
          )}
        </section>
      )}
    </>
  );
}

function ProblemTable({
  summary,
}: {
  summary: Extract<CheckState, { status: "done" }>["summary"];
}) {
  const { payoutFileCopy, problemPlace } = useCheckerCopy();
  const copy = payoutFileCopy.checker;
  const headings = copy.problemsHeadings;
  if (summary.problemCount === 0) {
    return (
      <p className="mt-4 flex items-center gap-2 text-brand-800">
        <CheckCircle2 aria-hidden="true" className="size-5" />
        {copy.allGood}
      </p>
    );
  }
  return (
    <>
      <p className="mt-2 text-sm text-ink-600">{copy.rowNote}</p>
      {/* Focusable, so that keyboard users can scroll a long table with the arrow keys
          (axe's scrollable-region-focusable). */}
      <div
        role="region"
        aria-labelledby="check-problems-caption"
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        className="mt-5 rounded-xl ring-1 sm:max-h-[32rem] sm:overflow-auto ring-line focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
      >
        {/* Below `sm` each row is a card (app.css, .stacked-table) rather than a table to
            scroll sideways, and the page scrolls them, not a box of its own that cut cards in
            half. The roles look redundant but are not: some browsers stop
            exposing a table's structure to screen readers once its display changes. */}
        {/* eslint-disable jsx-a11y/no-redundant-roles, jsx-a11y/no-interactive-element-to-noninteractive-role */}
        <table
          role="table"
          className="stacked-table w-full border-collapse text-left text-sm sm:min-w-[40rem]"
        >
          <caption id="check-problems-caption" className="sr-only">
            {copy.problemsCaption}
          </caption>
          <thead role="rowgroup" className="bg-surface text-ink-900 sm:sticky sm:top-0">
            <tr role="row">
              {[
                headings.row,
                headings.column,
                headings.severity,
                headings.problem,
                headings.fix,
              ].map((label) => (
                <th key={label} role="columnheader" scope="col" className={`${cell} font-semibold`}>
                  {label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody role="rowgroup" className="divide-y divide-line text-ink-700">
            {summary.shown.map((p, i) => (
              <tr key={i} role="row">
                <th
                  role="rowheader"
                  scope="row"
                  data-label={headings.row}
                  className={`${cell} font-semibold text-ink-900 tabular-nums`}
                >
                  {p.row ?? "–"}
                </th>
                <td role="cell" data-label={headings.column} className={cell}>
                  {p.column === "file" || p.column === "row" ? (
                    problemPlace[p.column]
                  ) : (
                    <code className="font-mono">{p.column}</code>
                  )}
                </td>
                <td role="cell" className={cell}>
                  <SeverityBadge severity={p.severity} />
                </td>
                <td role="cell" data-label={headings.problem} className={`${cell} break-words`}>
                  {p.problem}
                </td>
                <td role="cell" data-label={headings.fix} className={`${cell} break-words`}>
                  {p.fix}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        {/* eslint-enable jsx-a11y/no-redundant-roles, jsx-a11y/no-interactive-element-to-noninteractive-role */}
      </div>
      {summary.problemCount > summary.shown.length && (
        <p className="mt-3 text-sm text-ink-600">
          {fillSlots(copy.shownOf, {
            shown: formatCount(summary.shown.length),
            total: formatCount(summary.problemCount),
          })}
        </p>
      )}
    </>
  );
}
