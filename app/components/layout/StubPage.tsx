import { useLocation } from "react-router";
import { pagePathOf } from "#app/content/page-path.ts";
import { useContent } from "#app/content/use-content.ts";
import { PageHero } from "../ui/PageHero.tsx";

/** Temporary template: the page's hero from its meta (its loader's pageMeta) until its content lands. */
export function StubPage() {
  const { pathname } = useLocation();
  const meta = useContent("pageMeta", pagePathOf(pathname));
  return <PageHero title={meta.name} intro={meta.description} />;
}
