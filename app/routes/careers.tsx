import {
  Briefcase,
  Building2,
  HeartHandshake,
  Layers,
  Mail,
  Sprout,
  Target,
  Users,
} from "lucide-react";
import { positionCountLabel } from "../content/job-positions.ts";
import { TEAM_STAT_ID } from "../content/stats.ts";
import { contentFor, contentSnapshot } from "../content/page-content.server.ts";
import { openPositions } from "../content/positions.server.ts";
import { useContent } from "../content/use-content.ts";
import { OpenPositions } from "../components/careers/OpenPositions.tsx";
import { GlanceHero } from "../components/contact/GlanceHero.tsx";
import { Container } from "../components/ui/Container.tsx";
import { SectionHeading } from "../components/ui/SectionHeading.tsx";
import { JsonLd } from "../components/layout/StructuredData.tsx";
import { metaAtLocation } from "../lib/meta.ts";
import { siteOrigin } from "../lib/site-url.ts";
import { jobPostingJsonLd } from "../lib/structured-data.ts";
import type { Route } from "./+types/careers";

export const meta: Route.MetaFunction = metaAtLocation;

const valueIcons = [Target, Layers, Sprout, HeartHandshake];
const OPENINGS_ID = "open-positions";

// Runs when the page is rendered: at build time, at the server's start and on each
// publication (server/content/page-renderer.server.ts). A position whose closing day has
// passed drops off at the next of these (docs/editing-content.md).
export function loader(args: Route.LoaderArgs) {
  return {
    positions: openPositions(contentSnapshot(args.context).jobOpenings.main ?? []),
    ...contentFor(args, { careers: "main", stats: "main" }),
  };
}

export default function Careers({ loaderData: { positions } }: Route.ComponentProps) {
  const copy = useContent("careers");
  const site = useContent("siteFacts");
  // By id: the label is marketing's to reword.
  const team = useContent("stats").find((s) => s.id === TEAM_STAT_ID);
  return (
    <>
      {positions.map((job) => (
        <JsonLd key={job.id} data={jobPostingJsonLd(siteOrigin(), job, site)} />
      ))}
      <GlanceHero
        eyebrow={copy.eyebrow}
        title={copy.title}
        intro={<p>{copy.intro}</p>}
        glance={{
          title: copy.glanceTitle,
          rows: [
            { icon: Building2, label: copy.glance.where, value: copy.glance.whereValue },
            ...(team
              ? [
                  {
                    icon: Users,
                    label: copy.glance.team,
                    value: `${team.target}${team.suffix} ${copy.glance.teamUnit}`,
                  },
                ]
              : []),
            {
              icon: Briefcase,
              label: copy.glance.openPositions,
              value: positions.length
                ? positionCountLabel(positions.length, copy)
                : copy.noPositions,
            },
            { icon: Mail, label: copy.glance.cvTo, value: site.emails.careers },
          ],
        }}
        jump={{ targetId: OPENINGS_ID, label: copy.openingsButton }}
      />

      <section aria-labelledby="why-work-with-us" className="bg-surface py-16 sm:py-20">
        <Container>
          <SectionHeading
            id="why-work-with-us"
            title={copy.valuesHeading}
            intro={copy.valuesIntro}
          />
          <ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
            {copy.values.map((value, i) => {
              const Icon = valueIcons[i] ?? Target;
              return (
                <li key={value.title} className="rounded-2xl bg-white p-6 ring-1 ring-line">
                  <Icon aria-hidden="true" className="size-7 text-brand-700" />
                  <h3 className="mt-4 text-lg font-semibold text-ink-900">{value.title}</h3>
                  <p className="mt-2 leading-7 text-ink-600">{value.body}</p>
                </li>
              );
            })}
          </ul>
        </Container>
      </section>

      <section
        id={OPENINGS_ID}
        tabIndex={-1}
        aria-labelledby="open-positions-heading"
        className="py-16 outline-none sm:py-24"
      >
        <Container>
          <div className="mx-auto max-w-5xl">
            <OpenPositions positions={positions} copy={copy} />
            <p className="mt-10 text-sm leading-6 text-ink-600">{copy.fairHiring}</p>
          </div>
        </Container>
      </section>
    </>
  );
}
