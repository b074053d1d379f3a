import { ArrowRight, Landmark } from "lucide-react";
import { CeoProfile } from "../components/about/CeoProfile.tsx";
import { JoinTeam } from "../components/about/JoinTeam.tsx";
import { Leadership } from "../components/about/Leadership.tsx";
import { Story } from "../components/about/Story.tsx";
import { NewsletterBlock } from "../components/newsletter/NewsletterBlock.tsx";
import { ButtonLink } from "../components/ui/ButtonLink.tsx";
import { PageHero } from "../components/ui/PageHero.tsx";
import { StatsStrip } from "../components/ui/StatsStrip.tsx";
import { TrustBadges } from "../components/ui/TrustBadges.tsx";
import { contentFor, contentSnapshot } from "../content/page-content.server.ts";
import { useContent } from "../content/use-content.ts";
import { useSiteFacts } from "../lib/site-facts.ts";
import { metaAtLocation } from "../lib/meta.ts";
import type { Route } from "./+types/about";

// Every published team member, in the order they were entered: the page lists them all.
export function loader(args: Route.LoaderArgs) {
  const team = Object.keys(contentSnapshot(args.context).teamMember);
  return { ...contentFor(args, { about: "main", teamMember: team, stats: "main" }), team };
}

export const meta: Route.MetaFunction = metaAtLocation;

export default function About({ loaderData }: Route.ComponentProps) {
  const { aboutHero, statsLabel } = useContent("about");
  const site = useSiteFacts();
  const members = loaderData.team.map((id) => loaderData.content.teamMember![id]!);
  return (
    <>
      <PageHero
        eyebrow={aboutHero.eyebrow}
        title={aboutHero.title}
        intro={aboutHero.intro}
        actions={
          <>
            <ButtonLink to={aboutHero.careers.to} variant="onDark">
              {aboutHero.careers.label}
              <ArrowRight aria-hidden="true" className="size-4" />
            </ButtonLink>
            <ButtonLink to={aboutHero.contact.to} variant="outlineOnDark">
              {aboutHero.contact.label}
            </ButtonLink>
          </>
        }
        aside={
          <div className="ml-auto max-w-md rounded-3xl bg-white/5 p-8 ring-1 ring-white/15">
            <Landmark aria-hidden="true" className="size-10 text-gold-300" />
            <p className="mt-5 text-xl leading-8 font-semibold text-white">{site.licence}.</p>
            <div className="mt-6">
              <TrustBadges onDark compact />
            </div>
          </div>
        }
      />
      <Story />
      <CeoProfile members={members} />
      <Leadership members={members} />
      <JoinTeam />
      <NewsletterBlock source="about" />
      <StatsStrip label={statsLabel} />
    </>
  );
}
