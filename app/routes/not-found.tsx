import { data } from "react-router";
import { NotFound } from "../components/layout/NotFound";
import { notFoundMeta } from "../content/pages";

export function loader() {
  return data(null, { status: 404 });
}

export const meta = () => [
  { title: notFoundMeta.title },
  { name: "description", content: notFoundMeta.description },
  { name: "robots", content: "noindex" },
];

export default function NotFoundRoute() {
  return <NotFound />;
}
