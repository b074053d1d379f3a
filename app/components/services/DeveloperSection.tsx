import { Link } from "react-router";
import { ArrowUpRight, BadgeCheck, CalendarSync, UserCheck, Zap } from "lucide-react";
import { useContent } from "#app/content/use-content.ts";
import type { DocsLink as Docs } from "#app/content/services/types.ts";
import { buttonBase, buttonClasses } from "../ui/ButtonLink.tsx";
import { Container } from "../ui/Container.tsx";
import { SectionHeading } from "../ui/SectionHeading.tsx";
import { DocsLink } from "./DocsLink.tsx";

const featureIcons = [Zap, CalendarSync, BadgeCheck, UserCheck];

/** The developer section every payment service shows (docs/requirements.md §2.9): exactly four items. */
export function DeveloperSection({ docs }: { docs: Docs }) {
  const { developerSection } = useContent("servicePage");
  return (
    <section
      aria-labelledby="developers-title"
      className="relative overflow-hidden bg-ink-900 py-20 text-white sm:py-24"
    >
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 bg-[radial-gradient(40rem_24rem_at_0%_0%,rgba(23,165,122,0.28),transparent)]"
      />
      <Container className="relative grid gap-12 lg:grid-cols-[0.9fr_1.1fr] lg:gap-16">
        <div>
          <SectionHeading
            id="developers-title"
            eyebrow={developerSection.eyebrow}
            title={developerSection.title}
            intro={developerSection.intro}
            onDark
          />
          <div className="mt-8 flex flex-wrap gap-3">
            <DocsLink docs={docs} className={`${buttonBase} ${buttonClasses.onDark}`}>
              {docs.label}
              <ArrowUpRight aria-hidden="true" className="size-4" />
            </DocsLink>
            <Link
              to={developerSection.contactSales.to}
              className={`${buttonBase} ${buttonClasses.outlineOnDark}`}
            >
              {developerSection.contactSales.label}
            </Link>
          </div>
        </div>
        <ul className="grid gap-4 sm:grid-cols-2" data-testid="developer-features">
          {developerSection.features.map((f, i) => {
            const Icon = featureIcons[i] ?? Zap;
            return (
              <li key={f.title} className="rounded-2xl bg-white/5 p-6 ring-1 ring-white/15">
                <Icon aria-hidden="true" className="size-6 text-gold-300" />
                <h3 className="mt-4 font-semibold text-white">{f.title}</h3>
                <p className="mt-2 text-sm leading-6 text-white/75">{f.body}</p>
              </li>
            );
          })}
        </ul>
      </Container>
    </section>
  );
}
