import { data } from "react-router";
import { NotFound } from "../components/layout/NotFound.tsx";
import { contentIn } from "../content/use-content.ts";
import type { ContentTypeMap } from "../content/types.ts";
import { pageTitle } from "../lib/meta.ts";
import type { Route } from "./+types/not-found";

export function loader() {
  return data(null, { status: 404 });
}

// Its title and description are the root loader's (notFoundMeta), as published.
export const meta: Route.MetaFunction = ({ matches }) => {
  const found = matches.filter((m) => m !== undefined);
  const facts = contentIn(found, "siteFacts", "main") as ContentTypeMap["siteFacts"];
  const page = contentIn(found, "notFoundMeta", "main") as ContentTypeMap["notFoundMeta"];
  return [
    { title: pageTitle(page.title, facts) },
    { name: "description", content: page.description },
    { name: "robots", content: "noindex" },
  ];
};

export default function NotFoundRoute() {
  return <NotFound />;
}
