import { data, Form, useActionData, useLocation } from "react-router";
import { ButtonLink } from "../components/ui/ButtonLink.tsx";
import { Container } from "../components/ui/Container.tsx";
import { PageHero } from "../components/ui/PageHero.tsx";
import { newsletterMeta } from "../components/newsletter/newsletter-meta.ts";
import { useContent } from "../content/use-content.ts";
import type { Route } from "./+types/unsubscribe";
import { siteContext } from "../lib/load-context.ts";

// Unsubscribing takes a POST: mail scanners open (GET, HEAD) every link in a message and
// must not unsubscribe its reader. The POST comes from the button on this page or, per
// RFC 8058, straight from the mail program (body `List-Unsubscribe=One-Click`, announced
// by the List-Unsubscribe-Post header of every newsletter mail); both mean the same.
export async function action({ request, context }: Route.ActionArgs) {
  const { formBodyRefused, leads } = context.get(siteContext);
  // The server's page guard found a body that is not a UTF-8 HTML form (JSON, text…).
  if (formBodyRefused) return data({ result: "unsupported" as const }, { status: 415 });
  const token = new URL(request.url).searchParams.get("token") ?? "";
  if (!token || !leads?.unsubscribe) return { result: "unknown" as const };
  return { result: await leads.unsubscribe(token) };
}

export const meta: Route.MetaFunction = ({ matches }) => newsletterMeta(matches);

/** The unsubscribe link of every newsletter mail lands here. */
export default function Unsubscribe() {
  const unsubscribeCopy = useContent("newsletter").unsubscribeCopy;
  const answer = useActionData<typeof action>();
  const { search } = useLocation();
  const text = answer ? unsubscribeCopy[answer.result] : unsubscribeCopy.ask;
  return (
    <>
      <PageHero title={text.title} intro={text.body} />
      <Container className="py-16">
        {answer ? (
          <ButtonLink to="/">{unsubscribeCopy.home}</ButtonLink>
        ) : (
          <Form method="post" action={`/newsletter/unsubscribe${search}`}>
            <button
              type="submit"
              className="min-h-12 rounded-full bg-brand-700 px-7 font-semibold text-white transition-colors hover:bg-brand-800"
            >
              {unsubscribeCopy.button}
            </button>
          </Form>
        )}
      </Container>
    </>
  );
}
