import { ArrowRight, Building2, Check, Code2, Store } from "lucide-react";
import type { GetStartedAction } from "../content/get-started.ts";
import { StepsCard } from "../components/get-started/StepsCard.tsx";
import { ButtonLink } from "../components/ui/ButtonLink.tsx";
import { Container } from "../components/ui/Container.tsx";
import { PageHero } from "../components/ui/PageHero.tsx";
import { contentFor } from "../content/page-content.server.ts";
import { useContent } from "../content/use-content.ts";
import { metaAtLocation } from "../lib/meta.ts";
import type { Route } from "./+types/get-started";

export const loader = (args: Route.LoaderArgs) => contentFor(args, { getStarted: "main" });

export const meta: Route.MetaFunction = metaAtLocation;

const icons = { merchants: Store, developers: Code2, institutions: Building2 } as const;

function Action({ action, primary }: { action: GetStartedAction; primary?: boolean }) {
  return (
    <ButtonLink
      to={action.to}
      external={action.external}
      variant={primary ? "primary" : "secondary"}
      className="w-full"
    >
      {action.label}
      {primary && <ArrowRight aria-hidden="true" className="size-4" />}
    </ButtonLink>
  );
}

export default function GetStarted() {
  const { paths: getStartedPaths, ...copy } = useContent("getStarted");
  return (
    <>
      <PageHero
        eyebrow={copy.eyebrow}
        title={copy.title}
        intro={<p>{copy.intro}</p>}
        aside={<StepsCard title={copy.stepsTitle} steps={copy.steps} />}
      />
      <section aria-labelledby="get-started-paths" className="bg-surface py-16 sm:py-20">
        <Container>
          <h2 id="get-started-paths" className="sr-only">
            {copy.pathsHeading}
          </h2>
          <ul className="grid gap-6 lg:grid-cols-3">
            {getStartedPaths.map((path) => {
              const Icon = icons[path.id];
              return (
                <li
                  key={path.id}
                  className="flex flex-col rounded-3xl bg-white p-7 shadow-sm ring-1 ring-line sm:p-8"
                >
                  <span className="inline-flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700 ring-1 ring-brand-100">
                    <Icon aria-hidden="true" className="size-6" />
                  </span>
                  <p className="mt-6 text-sm font-semibold tracking-wider text-brand-700 uppercase">
                    {path.audience}
                  </p>
                  <h3 className="mt-2 text-2xl font-bold tracking-tight text-ink-900">
                    {path.title}
                  </h3>
                  <p className="mt-3 leading-7 text-ink-600">{path.body}</p>
                  <ul className="mt-6 mb-8 space-y-3">
                    {path.points.map((point) => (
                      <li key={point} className="flex gap-3 text-ink-700">
                        <Check aria-hidden="true" className="mt-1 size-4 shrink-0 text-brand-600" />
                        {point}
                      </li>
                    ))}
                  </ul>
                  <div className="mt-auto grid gap-3">
                    <Action action={path.primary} primary />
                    {path.secondary && <Action action={path.secondary} />}
                  </div>
                </li>
              );
            })}
          </ul>
        </Container>
      </section>
      <section aria-labelledby="not-sure" className="py-16 sm:py-20">
        <Container className="flex flex-col items-start gap-6 lg:flex-row lg:items-center lg:justify-between">
          <div>
            <h2 id="not-sure" className="text-2xl font-bold tracking-tight text-ink-900">
              {copy.helpHeading}
            </h2>
            <p className="mt-2 max-w-2xl leading-7 text-ink-600">{copy.helpBody}</p>
          </div>
          <ButtonLink to="/contact-us" variant="secondary">
            {copy.helpButton}
          </ButtonLink>
        </Container>
      </section>
    </>
  );
}
