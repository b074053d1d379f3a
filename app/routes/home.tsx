import { ApiPromo } from "../components/home/ApiPromo.tsx";
import { HomeHero } from "../components/home/HomeHero.tsx";
import { Partners } from "../components/home/Partners.tsx";
import { Testimonials } from "../components/home/Testimonials.tsx";
import { WhatWeOffer } from "../components/home/WhatWeOffer.tsx";
import { NewsletterBlock } from "../components/newsletter/NewsletterBlock.tsx";
import { StatsStrip } from "../components/ui/StatsStrip.tsx";
import { contentFor } from "../content/page-content.server.ts";
import { useContent } from "../content/use-content.ts";
import { metaAtLocation } from "../lib/meta.ts";
import type { Route } from "./+types/home";

export const loader = (args: Route.LoaderArgs) => contentFor(args, { home: "main", stats: "main" });

export const meta: Route.MetaFunction = metaAtLocation;

export default function Home() {
  const { statsLabel } = useContent("home");
  return (
    <>
      <HomeHero />
      <WhatWeOffer />
      <ApiPromo />
      <NewsletterBlock source="home" />
      <Testimonials />
      <Partners />
      <StatsStrip label={statsLabel} />
    </>
  );
}
