import { Link } from "react-router";
import { ArrowRight, Download, Quote } from "lucide-react";
import { BrochureCover } from "../components/case-study/BrochureCover.tsx";
import { ButtonLink, buttonBase, buttonClasses } from "../components/ui/ButtonLink.tsx";
import { Container } from "../components/ui/Container.tsx";
import { PageHero } from "../components/ui/PageHero.tsx";
import { SectionHeading } from "../components/ui/SectionHeading.tsx";
import { contentFor } from "../content/page-content.server.ts";
import { useContent } from "../content/use-content.ts";
import { metaAtLocation } from "../lib/meta.ts";
import type { Route } from "./+types/case-study";

export const loader = (args: Route.LoaderArgs) => contentFor(args, { caseStudy: "main" });

export const meta: Route.MetaFunction = metaAtLocation;

function BrochureLink({ variant }: { variant: "onDark" | "primary" }) {
  const cs = useContent("caseStudy");
  const { format, pages, pagesUnit, sizeKb, sizeUnit } = cs.brochure;
  const fileInfo = `${format}, ${pages} ${pagesUnit}, ${sizeKb} ${sizeUnit}`;
  return (
    <a
      href={cs.brochure.href}
      download={cs.brochure.fileName}
      className={`${buttonBase} ${buttonClasses[variant]}`}
    >
      <Download aria-hidden="true" className="size-4" />
      {cs.brochure.label}
      {/* Phones keep the button on one line; the file details stay in its accessible name. */}
      <span className="sr-only font-normal opacity-80 sm:not-sr-only">({fileInfo})</span>
    </a>
  );
}

export default function CaseStudy() {
  const cs = useContent("caseStudy");
  return (
    <>
      <PageHero
        eyebrow={cs.eyebrow}
        title={cs.title}
        intro={<p>{cs.description}</p>}
        aside={<BrochureCover />}
        actions={
          <>
            <BrochureLink variant="onDark" />
            <ButtonLink to={cs.cta.secondary.to} variant="outlineOnDark">
              {cs.cta.secondary.label}
            </ButtonLink>
          </>
        }
      />

      <section aria-label={cs.factsLabel} className="border-b border-line bg-white">
        <Container className="py-10">
          <dl className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {cs.facts.map((fact) => (
              <div key={fact.label} className="border-l-2 border-brand-500 pl-4">
                <dt className="text-xs font-semibold tracking-wider text-ink-600 uppercase">
                  {fact.label}
                </dt>
                <dd className="mt-1 font-semibold text-ink-900">{fact.value}</dd>
              </div>
            ))}
          </dl>
          <p className="mt-6 max-w-4xl text-sm leading-6 text-ink-600">{cs.confidentiality}</p>
        </Container>
      </section>

      <section aria-labelledby="highlights" className="bg-brand-800 text-white">
        <Container className="py-14">
          <h2
            id="highlights"
            className="text-sm font-semibold tracking-wider text-gold-300 uppercase"
          >
            {cs.highlightsHeading}
          </h2>
          <ul className="mt-6 grid gap-8 sm:grid-cols-2 lg:grid-cols-4">
            {cs.highlights.map((h) => (
              <li key={h.label}>
                <p className="text-4xl font-bold tracking-tight">{h.value}</p>
                <p className="mt-2 leading-6 text-white/85">{h.label}</p>
              </li>
            ))}
          </ul>
        </Container>
      </section>

      <section aria-labelledby="challenge" className="py-16 sm:py-24">
        <Container className="grid gap-10 lg:grid-cols-[1fr_1.6fr] lg:gap-16">
          <SectionHeading id="challenge" title={cs.challengesHeading} intro={cs.challengesIntro} />
          <ul className="grid gap-5 sm:grid-cols-2">
            {cs.challenges.map((c) => (
              <li key={c.title} className="rounded-2xl bg-surface p-6 ring-1 ring-line">
                <h3 className="text-lg font-semibold text-ink-900">{c.title}</h3>
                <p className="mt-2 leading-7 text-ink-600">{c.body}</p>
              </li>
            ))}
          </ul>
        </Container>
      </section>

      <section aria-labelledby="solution" className="bg-surface py-16 sm:py-24">
        <Container>
          <SectionHeading id="solution" title={cs.solutionsHeading} intro={cs.solutionsIntro} />
          <ol className="mt-10 grid gap-5 md:grid-cols-2">
            {cs.solutions.map((s, i) => (
              <li
                key={s.title}
                className="flex gap-5 rounded-2xl bg-white p-6 ring-1 ring-line sm:p-7"
              >
                <span
                  aria-hidden="true"
                  className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-700 font-bold text-white"
                >
                  {i + 1}
                </span>
                <div>
                  <h3 className="text-lg font-semibold text-ink-900">{s.title}</h3>
                  <p className="mt-2 leading-7 text-ink-600">{s.body}</p>
                </div>
              </li>
            ))}
          </ol>
        </Container>
      </section>

      <section aria-labelledby="benefits" className="py-16 sm:py-24">
        <Container>
          <SectionHeading id="benefits" title={cs.benefitsHeading} />
          <ul className="mt-10 grid gap-5 md:grid-cols-3">
            {cs.benefits.map((b) => (
              <li
                key={b.title}
                className="rounded-2xl bg-brand-50 p-6 ring-1 ring-brand-100 sm:p-7"
              >
                <h3 className="text-lg font-semibold text-ink-900">{b.title}</h3>
                <p className="mt-2 leading-7 text-ink-700">{b.body}</p>
              </li>
            ))}
          </ul>
          <figure className="mx-auto mt-16 max-w-4xl text-center">
            <Quote aria-hidden="true" className="mx-auto size-10 text-gold-500" />
            <blockquote className="mt-4 text-2xl leading-snug font-semibold tracking-tight text-balance text-ink-900 sm:text-3xl">
              <p>“{cs.quote.text}”</p>
            </blockquote>
            <figcaption className="mt-5 text-ink-600">— {cs.quote.attribution}</figcaption>
          </figure>
        </Container>
      </section>

      <section aria-labelledby="case-study-cta" className="pb-16 sm:pb-24">
        <Container>
          <div className="relative overflow-hidden rounded-3xl bg-ink-900 px-6 py-12 text-white sm:px-12">
            <div
              aria-hidden="true"
              className="pointer-events-none absolute inset-0 bg-[radial-gradient(40rem_20rem_at_100%_0%,rgba(23,165,122,0.35),transparent)]"
            />
            <div className="relative grid items-center gap-8 lg:grid-cols-[1.3fr_1fr]">
              <div>
                <h2 id="case-study-cta" className="text-2xl font-bold tracking-tight sm:text-3xl">
                  {cs.cta.heading}
                </h2>
                <p className="mt-3 text-lg leading-8 text-white/80">{cs.cta.body}</p>
              </div>
              <div className="flex flex-wrap gap-3 lg:justify-end">
                <ButtonLink to={cs.cta.primary.to} variant="onDark">
                  {cs.cta.primary.label}
                  <ArrowRight aria-hidden="true" className="size-4" />
                </ButtonLink>
                <Link
                  to={cs.cta.secondary.to}
                  className={`${buttonBase} ${buttonClasses.outlineOnDark}`}
                >
                  {cs.cta.secondary.label}
                </Link>
              </div>
            </div>
          </div>
          <p className="mt-8 text-center">
            <BrochureLink variant="primary" />
          </p>
        </Container>
      </section>
    </>
  );
}
