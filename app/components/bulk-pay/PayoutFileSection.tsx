// Icons no other page uses (FileDown, not Download): an icon two chunks share moves into
// the chunk every page loads.
import { FileDown } from "lucide-react";
import { PAYOUT_COLUMNS, TEMPLATE_PATH } from "#app/lib/bulk-pay/payout-columns.ts";
import { buttonBase, buttonClasses } from "../ui/ButtonLink.tsx";
import { Container } from "../ui/Container.tsx";
import { SectionHeading } from "../ui/SectionHeading.tsx";
import { CheckResult } from "./CheckResult.tsx";
import { FileDropZone } from "./FileDropZone.tsx";
import { useCheckerCopy } from "./useCheckerCopy.ts";
import { usePayoutCheck } from "./usePayoutCheck.ts";

/**
 * "Check your payout file" on /bulk-pay: the template and the rules are plain HTML (they
 * work without JavaScript); the checker runs in a Web Worker in the visitor's browser.
 */
export function PayoutFileSection() {
  const { payoutFileCopy: copy, problemText } = useCheckerCopy();
  const { ready, state, warmUp, check } = usePayoutCheck(problemText);
  const titleId = `${copy.id}-title`;
  return (
    <section
      id={copy.id}
      aria-labelledby={titleId}
      className="scroll-mt-24 bg-surface py-20 sm:py-24"
    >
      <Container>
        <SectionHeading id={titleId} eyebrow={copy.eyebrow} title={copy.title} intro={copy.intro} />
        <div className="mt-12 grid gap-10 lg:grid-cols-[1.1fr_1fr] lg:gap-14">
          <div>
            <p className="flex flex-wrap items-center gap-x-4 gap-y-2">
              <a href={TEMPLATE_PATH} download className={`${buttonBase} ${buttonClasses.primary}`}>
                <FileDown aria-hidden="true" className="size-4" />
                {copy.templateLink}
              </a>
              <span className="text-sm text-ink-600">{copy.templateNote}</span>
            </p>
            <h3 className="mt-10 text-xl font-semibold text-ink-900">{copy.rulesTitle}</h3>
            <ul className="mt-4 list-disc space-y-2 pl-5 leading-7 text-ink-700">
              {copy.fileRules.map((rule) => (
                <li key={rule}>{rule}</li>
              ))}
            </ul>
            <h4 className="mt-8 text-base font-semibold text-ink-900">{copy.columnsCaption}</h4>
            <dl className="mt-4 divide-y divide-line rounded-2xl bg-white ring-1 ring-line">
              {PAYOUT_COLUMNS.map((column) => (
                <div key={column} className="grid gap-1 p-4 sm:grid-cols-[7rem_1fr] sm:gap-4">
                  <dt>
                    <code className="rounded-md bg-brand-50 px-2 py-0.5 font-mono text-sm font-semibold text-brand-800">
                      {column}
                    </code>
                  </dt>
                  <dd className="text-sm leading-6 text-ink-700">
                    {copy.columns[column].rule}{" "}
                    <span className="text-ink-600">
                      {copy.columnHeadings.example}:{" "}
                      <code className="font-mono">{copy.columns[column].example}</code>
                    </span>
                  </dd>
                </div>
              ))}
            </dl>
          </div>
          <FileDropZone
            ready={ready}
            checking={state.status === "checking"}
            onFirstUse={warmUp}
            onFile={check}
          />
        </div>
        <CheckResult state={state} />
      </Container>
    </section>
  );
}
