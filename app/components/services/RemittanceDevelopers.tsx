import { Link } from "react-router";
import { ArrowUpRight, Code2 } from "lucide-react";
import { useContent } from "#app/content/use-content.ts";
import type { DocsLink as Docs } from "#app/content/services/types.ts";
import { buttonBase, buttonClasses } from "../ui/ButtonLink.tsx";
import { Container } from "../ui/Container.tsx";
import { SectionHeading } from "../ui/SectionHeading.tsx";
import { DocsLink } from "./DocsLink.tsx";

/** Remittance's developer block (docs/requirements.md §2.9): the payouts and USSD API documentation. */
export function RemittanceDevelopers({ docs }: { docs: Docs[] }) {
  const { developerSection, remittanceDevelopers } = useContent("servicePage");
  return (
    <section
      aria-labelledby="developers-title"
      className="relative overflow-hidden bg-ink-900 py-20 text-white sm:py-24"
    >
      <Container className="relative grid gap-12 lg:grid-cols-2 lg:gap-16">
        <div>
          <SectionHeading
            id="developers-title"
            eyebrow={remittanceDevelopers.eyebrow}
            title={remittanceDevelopers.title}
            intro={remittanceDevelopers.intro}
            onDark
          />
          <Link
            to={developerSection.contactSales.to}
            className={`${buttonBase} ${buttonClasses.outlineOnDark} mt-8`}
          >
            {developerSection.contactSales.label}
          </Link>
        </div>
        <ul className="grid content-start gap-4">
          {docs.map((d) => (
            <li
              key={d.href}
              className="group relative flex items-center gap-5 rounded-2xl bg-white/5 p-6 ring-1 ring-white/15 transition hover:bg-white/10 focus-within:ring-2 focus-within:ring-gold-400"
            >
              <span
                aria-hidden="true"
                className="inline-flex size-12 shrink-0 items-center justify-center rounded-xl bg-gold-400 text-ink-950"
              >
                <Code2 className="size-6" />
              </span>
              <span className="flex-1 font-semibold">
                <DocsLink
                  docs={d}
                  className="after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-none"
                />
              </span>
              <ArrowUpRight aria-hidden="true" className="size-5 text-gold-300" />
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
