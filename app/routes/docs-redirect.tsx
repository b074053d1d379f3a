import { redirect } from "react-router";
import { contentSnapshot } from "../content/page-content.server.ts";
import { pagePathOf } from "../content/page-path.ts";
import { docsRedirects, docsUrlIn } from "../lib/site-facts.ts";
import type { Route } from "./+types/docs-redirect";

// The page's own path (`url`): a client-side navigation asks for `<path>.data`, and one
// from `<path>/` keeps the slash (`<path>/_.data`).
// The docs host and paths as published.
export function loader({ url, context }: Route.LoaderArgs) {
  const target = docsRedirects[pagePathOf(url.pathname)];
  if (!target) throw new Response("Not found", { status: 404 });
  return redirect(docsUrlIn(contentSnapshot(context).siteFacts.main!, target), 301);
}

/**
 * Never shown: the loader redirects or answers 404. Having a component makes this a page
 * route rather than a resource route, so that 404 (another spelling of the path, which React
 * Router matches without regard to case) is the site's not-found page from the root's error
 * boundary, not a bare "Not found".
 */
export default function DocsRedirect() {
  return null;
}
