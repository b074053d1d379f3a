import { useLocation } from "react-router";
import { pageAt } from "#app/content/pages.ts";
import { PageHero } from "../ui/PageHero.tsx";

/** Temporary template: the page's hero from its meta until its content lands. */
export function StubPage() {
  const { pathname } = useLocation();
  const meta = pageAt(pathname);
  return <PageHero title={meta.name} intro={meta.description} />;
}
