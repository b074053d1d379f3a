import { useEffect } from "react";
import { Form, useActionData, useLocation } from "react-router";
import { markConfirmedThisVisit } from "../components/newsletter/subscribed-this-visit.ts";
import { ButtonLink } from "../components/ui/ButtonLink.tsx";
import { Container } from "../components/ui/Container.tsx";
import { PageHero } from "../components/ui/PageHero.tsx";
import { newsletterMeta } from "../components/newsletter/newsletter-meta.ts";
import { useContent } from "../content/use-content.ts";
import type { Route } from "./+types/newsletter-confirm";
import { siteContext } from "../lib/load-context.ts";

// Confirming takes a press of a button (a POST), not the GET of the link: mail scanners
// open every link in a message, and must not subscribe the address on its owner's behalf.
export async function action({ request, context }: Route.ActionArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const { leads } = context.get(siteContext);
  if (!token || !leads?.confirm) return { result: "unknown" as const };
  return { result: await leads.confirm(token) };
}

export const meta: Route.MetaFunction = ({ matches }) => newsletterMeta(matches);

/** The link of the double opt-in mail lands here. */
export default function NewsletterConfirm() {
  const confirmCopy = useContent("newsletter").confirmCopy;
  const answer = useActionData<typeof action>();
  const { search } = useLocation();
  const text = answer ? confirmCopy[answer.result] : confirmCopy.ask;
  const confirmed = answer?.result === "confirmed" || answer?.result === "already";
  // The blocks and the popup on the pages visited next say so instead of asking again.
  useEffect(() => {
    if (confirmed) markConfirmedThisVisit();
  }, [confirmed]);
  return (
    <>
      <PageHero title={text.title} intro={text.body} />
      <Container className="py-16">
        {answer ? (
          <ButtonLink to="/">{confirmCopy.home}</ButtonLink>
        ) : (
          <Form method="post" action={`/newsletter/confirm${search}`}>
            <button
              type="submit"
              className="min-h-12 rounded-full bg-brand-700 px-7 font-semibold text-white transition-colors hover:bg-brand-800"
            >
              {confirmCopy.button}
            </button>
          </Form>
        )}
      </Container>
    </>
  );
}
