import { useLoaderData } from "react-router";
import { ButtonLink } from "../components/ui/ButtonLink";
import { Container } from "../components/ui/Container";
import { PageHero } from "../components/ui/PageHero";
import { unsubscribeCopy } from "../content/newsletter";
import type { Route } from "./+types/unsubscribe";
import { pageTitle } from "../lib/meta";

export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  if (!token || !context.leads?.unsubscribe) return { result: "unknown" as const };
  return { result: await context.leads.unsubscribe(token) };
}

export const meta = () => [
  { title: pageTitle("Newsletter") },
  { name: "robots", content: "noindex" },
];

/** The unsubscribe link of every newsletter mail lands here (GET, one click). */
export default function Unsubscribe() {
  const { result } = useLoaderData<typeof loader>();
  const text = unsubscribeCopy[result];
  return (
    <>
      <PageHero title={text.title} intro={text.body} />
      <Container className="py-16">
        <ButtonLink to="/">{unsubscribeCopy.home}</ButtonLink>
      </Container>
    </>
  );
}
