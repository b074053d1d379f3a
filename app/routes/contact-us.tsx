import { StubPage } from "../components/layout/StubPage";
import { metaFor } from "../lib/meta";
import { pageMeta, type PagePath } from "../content/pages";
import type { Route } from "./+types/contact-us";

export const meta = ({ location }: Route.MetaArgs) =>
  metaFor(pageMeta(location.pathname as PagePath));

export default function Page() {
  return <StubPage />;
}
