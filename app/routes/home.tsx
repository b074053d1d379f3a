import { ApiPromo } from "../components/home/ApiPromo";
import { HomeHero } from "../components/home/HomeHero";
import { Partners } from "../components/home/Partners";
import { Testimonials } from "../components/home/Testimonials";
import { WhatWeOffer } from "../components/home/WhatWeOffer";
import { NewsletterBlock } from "../components/newsletter/NewsletterBlock";
import { StatsStrip } from "../components/ui/StatsStrip";
import { metaFor } from "../lib/meta";
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
