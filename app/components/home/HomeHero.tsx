import { ArrowRight, BadgeCheck } from "lucide-react";
import { useContent } from "#app/content/use-content.ts";
import { HeroIllustration } from "../art/HeroIllustration.tsx";
import { ButtonLink } from "../ui/ButtonLink.tsx";
import { Container } from "../ui/Container.tsx";
import { TrustBadges } from "../ui/TrustBadges.tsx";

/** The home page's opening band: the only h1, the two calls to action and trust badges. */
export function HomeHero() {
  const { homeHero } = useContent("home");
  const [first, ...rest] = homeHero.title.split(" ");
  return (
    <section className="relative overflow-hidden bg-ink-900 text-white">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 bg-[radial-gradient(56rem_32rem_at_80%_0%,rgba(23,165,122,0.38),transparent),radial-gradient(40rem_24rem_at_0%_100%,rgba(251,197,49,0.12),transparent)]"
      />
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 [background-image:linear-gradient(rgba(255,255,255,0.04)_1px,transparent_1px),linear-gradient(90deg,rgba(255,255,255,0.04)_1px,transparent_1px)] [background-size:48px_48px] [mask-image:radial-gradient(ellipse_at_70%_30%,black,transparent_70%)]"
      />
      <Container className="relative grid items-center gap-14 pt-14 pb-20 sm:pt-20 lg:grid-cols-[1.1fr_1fr] lg:gap-10 lg:pt-24 lg:pb-28">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full bg-white/5 py-1.5 pr-4 pl-2 text-xs font-semibold text-gold-300 ring-1 ring-white/15 sm:text-sm">
            <BadgeCheck aria-hidden="true" className="size-5" />
            {homeHero.eyebrow}
          </p>
          <h1 className="mt-6 text-[3.75rem] leading-[1.02] font-bold tracking-tight text-balance sm:text-7xl lg:text-8xl">
            {first} <span className="text-gold-300">{rest.join(" ")}</span>
          </h1>
          <p className="mt-6 max-w-xl text-base leading-7 text-white/80 sm:text-lg sm:leading-8">
            {homeHero.intro}
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <ButtonLink to={homeHero.primary.to} variant="onDark" className="px-7">
              {homeHero.primary.label}
              <ArrowRight aria-hidden="true" className="size-4" />
            </ButtonLink>
            <ButtonLink to={homeHero.secondary.to} variant="outlineOnDark" className="px-7">
              {homeHero.secondary.label}
            </ButtonLink>
          </div>
          <div className="mt-10">
            <TrustBadges onDark compact />
          </div>
        </div>
        <HeroIllustration />
      </Container>
    </section>
  );
}
