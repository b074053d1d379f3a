import { Briefcase, ChevronDown, Clock, MapPin } from "lucide-react";
import { positionCountLabel, type JobPosition } from "#app/content/job-positions.ts";
import type { ContentTypeMap } from "#app/content/types.ts";
import { Accordion } from "../ui/Accordion.tsx";

// The same element in every item, turned by the item's open state.
const chevron = (
  <ChevronDown
    aria-hidden="true"
    className="mt-1 size-6 shrink-0 text-ink-600 transition-transform group-data-[open=true]:rotate-180"
  />
);

/**
 * docs/requirements.md §2.16: the open positions as expandable cards (one open at a time, the first open
 * initially), or 'No available positions'. Positions and the page's copy (loader data) come
 * in as props so the component can be tested with fixtures while production ships an empty list.
 */
export function OpenPositions({
  positions,
  copy,
  headingId = "open-positions-heading",
}: {
  positions: readonly JobPosition[];
  copy: Pick<
    ContentTypeMap["careers"],
    | "openingsHeading"
    | "noPositions"
    | "noPositionsBody"
    | "noPositionsEmail"
    | "noPositionsAfter"
    | "applyLine"
    | "positionCountOne"
    | "positionCountMany"
  >;
  headingId?: string;
}) {
  return (
    <div>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h2 id={headingId} className="text-3xl font-bold tracking-tight text-ink-900 sm:text-4xl">
          {copy.openingsHeading}
        </h2>
        {positions.length > 0 && (
          <p className="rounded-full bg-brand-50 px-4 py-1.5 text-sm font-semibold text-brand-800 ring-1 ring-brand-100">
            {positionCountLabel(positions.length, copy)}
          </p>
        )}
      </div>

      {positions.length === 0 ? (
        <div className="mt-8 rounded-3xl border-2 border-dashed border-line bg-white px-6 py-12 text-center sm:px-12">
          <span className="mx-auto inline-flex size-14 items-center justify-center rounded-2xl bg-surface text-ink-600 ring-1 ring-line">
            <Briefcase aria-hidden="true" className="size-7" />
          </span>
          <p className="mt-5 text-xl font-semibold text-ink-900">{copy.noPositions}</p>
          <p className="mx-auto mt-3 max-w-xl leading-7 text-ink-600">
            {copy.noPositionsBody}{" "}
            <a
              href={`mailto:${copy.noPositionsEmail}`}
              className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800"
            >
              {copy.noPositionsEmail}
            </a>
            {copy.noPositionsAfter}
          </p>
        </div>
      ) : (
        <Accordion
          idPrefix="position"
          headingLevel={3}
          classes={{
            root: "mt-8 space-y-4",
            item: "rounded-2xl bg-white ring-1 ring-line transition-shadow data-[open=true]:shadow-md data-[open=true]:ring-brand-300",
            button:
              "flex w-full items-start justify-between gap-4 rounded-2xl p-5 text-left sm:p-7",
            panel: "border-t border-line px-5 pt-5 pb-7 sm:px-7",
          }}
          indicator={chevron}
          items={positions.map((job) => ({
            id: job.id,
            header: (
              <span className="block">
                <span className="block text-sm font-semibold tracking-wide text-brand-700 uppercase">
                  {job.category}
                </span>
                <span className="mt-1 block text-xl font-semibold text-ink-900">{job.title}</span>
                <span className="mt-3 flex flex-wrap gap-x-5 gap-y-1 text-sm font-normal text-ink-600">
                  <span className="inline-flex items-center gap-1.5">
                    <Briefcase aria-hidden="true" className="size-4" /> {job.company}
                  </span>
                  <span className="inline-flex items-center gap-1.5">
                    <MapPin aria-hidden="true" className="size-4" /> {job.location}
                  </span>
                  <span className="inline-flex items-center gap-1.5">
                    <Clock aria-hidden="true" className="size-4" /> {job.workType}
                  </span>
                </span>
              </span>
            ),
            panel: (
              <div className="max-w-3xl">
                {/* Rendered from the position's Markdown and sanitised at build time. */}
                <div
                  className="prose-site [&>:first-child]:mt-0"
                  dangerouslySetInnerHTML={{ __html: job.descriptionHtml }}
                />
                <p className="mt-4 leading-7 font-medium text-ink-900">
                  {copy.applyLine}{" "}
                  <a
                    href={`mailto:${job.applicationEmail}?subject=${encodeURIComponent(`Application: ${job.title}`)}`}
                    className="font-semibold break-all text-brand-700 underline underline-offset-2 hover:text-brand-800"
                  >
                    {job.applicationEmail}
                  </a>
                </p>
              </div>
            ),
          }))}
        />
      )}
    </div>
  );
}
