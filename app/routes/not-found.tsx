import { data } from "react-router";
import { NotFound } from "../components/layout/NotFound.tsx";
import { notFoundMeta } from "../content/pages.ts";
import { pageTitle } from "../lib/meta.ts";

export function loader() {
  return data(null, { status: 404 });
}

export const meta = () => [
  { title: pageTitle(notFoundMeta.title) },
  { name: "description", content: notFoundMeta.description },
  { name: "robots", content: "noindex" },
];

export default function NotFoundRoute() {
  return <NotFound />;
}
