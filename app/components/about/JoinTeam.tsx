import { ArrowRight } from "lucide-react";
import { useContent } from "#app/content/use-content.ts";
import { ButtonLink } from "../ui/ButtonLink.tsx";
import { Container } from "../ui/Container.tsx";

export function JoinTeam() {
  const { joinTeam } = useContent("about");
  return (
    <section aria-labelledby="join-title" className="pb-4">
      <Container>
        <div className="flex flex-col gap-8 rounded-3xl bg-brand-50 p-8 ring-1 ring-brand-100 sm:p-12 lg:flex-row lg:items-center lg:justify-between">
          <div className="max-w-2xl">
            <p className="text-sm font-semibold tracking-wider text-brand-700 uppercase">
              {joinTeam.eyebrow}
            </p>
            <h2
              id="join-title"
              className="mt-2 text-2xl font-bold tracking-tight text-ink-900 sm:text-3xl"
            >
              {joinTeam.title}
            </h2>
            <p className="mt-3 leading-7 text-ink-600">{joinTeam.body}</p>
          </div>
          <ButtonLink to={joinTeam.to} className="shrink-0 px-7">
            {joinTeam.cta}
            <ArrowRight aria-hidden="true" className="size-4" />
          </ButtonLink>
        </div>
      </Container>
    </section>
  );
}
