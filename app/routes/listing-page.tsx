import { ListingCards } from "../components/listings/ListingCards.tsx";
import { ListingHeroArt } from "../components/listings/ListingHeroArt.tsx";
import { CtaBand } from "../components/services/CtaBand.tsx";
import { ButtonLink } from "../components/ui/ButtonLink.tsx";
import { Container } from "../components/ui/Container.tsx";
import { PageHero } from "../components/ui/PageHero.tsx";
import { SectionHeading } from "../components/ui/SectionHeading.tsx";
import { templatedContent } from "../content/templated-content.server.ts";
import { useContent } from "../content/use-content.ts";
import { metaAtLocation } from "../lib/meta.ts";
import type { Route } from "./+types/listing-page";

export const loader = (args: Route.LoaderArgs) =>
  templatedContent(args, "listing", { listingPage: "main" });

// A 404 from the loader: the root's error boundary shows the not-found page and its title.
export const meta: Route.MetaFunction = (args) => (args.loaderData ? metaAtLocation(args) : []);

/** One template for the three listing pages (docs/requirements.md §2.8). */
export default function ListingPage({ loaderData }: Route.ComponentProps) {
  const listing = useContent("listing", loaderData.path);
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
