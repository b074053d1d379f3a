import { ApiPromo } from "../components/home/ApiPromo.tsx";
import { HomeHero } from "../components/home/HomeHero.tsx";
import { Partners } from "../components/home/Partners.tsx";
import { Testimonials } from "../components/home/Testimonials.tsx";
import { WhatWeOffer } from "../components/home/WhatWeOffer.tsx";
import { NewsletterBlock } from "../components/newsletter/NewsletterBlock.tsx";
import { StatsStrip } from "../components/ui/StatsStrip.tsx";
import { metaFor } from "../lib/meta.ts";
import type { Route } from "./+types/home";

export const meta = (_: Route.MetaArgs) => metaFor("/");

export default function Home() {
  return (
    <>
      <HomeHero />
      <WhatWeOffer />
      <ApiPromo />
      <NewsletterBlock source="home" />
      <Testimonials />
      <Partners />
      <StatsStrip />
    </>
  );
}
