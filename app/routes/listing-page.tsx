import { useLocation } from "react-router";
import { ListingCards } from "../components/listings/ListingCards.tsx";
import { ListingHeroArt } from "../components/listings/ListingHeroArt.tsx";
import { CtaBand } from "../components/services/CtaBand.tsx";
import { ButtonLink } from "../components/ui/ButtonLink.tsx";
import { Container } from "../components/ui/Container.tsx";
import { PageHero } from "../components/ui/PageHero.tsx";
import { SectionHeading } from "../components/ui/SectionHeading.tsx";
import { listingFor } from "../content/listings.ts";
import { metaAtLocation } from "../lib/meta.ts";
import type { Route } from "./+types/listing-page";

export const meta: Route.MetaFunction = metaAtLocation;

/** One template for the three listing pages (docs/requirements.md §2.8). */
export default function ListingPage() {
  const listing = listingFor(useLocation().pathname);
  return (
    <>
      <PageHero
        eyebrow={listing.eyebrow}
        title={listing.title}
        intro={listing.intro}
        actions={listing.actions.map((action, i) => (
          <ButtonLink key={action.to} to={action.to} variant={i === 0 ? "onDark" : "outlineOnDark"}>
            {action.label}
          </ButtonLink>
        ))}
        aside={<ListingHeroArt cards={listing.cards} />}
      />
      <section aria-labelledby="listing-cards" className="pt-20 sm:pt-24">
        <Container>
          <SectionHeading
            id="listing-cards"
            title={listing.sectionTitle}
            intro={listing.sectionIntro}
          />
          <div className="mt-12">
            <ListingCards cards={listing.cards} docsTile={listing.docsTile} />
          </div>
        </Container>
      </section>
      <CtaBand
        id="listing-closing"
        title={listing.closing.title}
        body={listing.closing.body}
        actions={
          <ButtonLink to={listing.closing.action.to} variant="onDark">
            {listing.closing.action.label}
          </ButtonLink>
        }
      />
    </>
  );
}
