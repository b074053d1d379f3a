import { ServicePageView } from "../components/services/ServicePageView";
import { pageMeta, type PagePath } from "../content/pages";
import { metaFor } from "../lib/meta";
import type { Route } from "./+types/service-page";

export const meta = ({ location }: Route.MetaArgs) =>
  metaFor(pageMeta(location.pathname.replace(/\/+$/, "") as PagePath));

export default function ServicePage() {
  return <ServicePageView />;
}
