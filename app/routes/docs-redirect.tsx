import { redirect } from "react-router";
import { docsUrl } from "../config/site.ts";
import { pagePathOf } from "../content/pages.ts";
import type { Route } from "./+types/docs-redirect";

/** DESIGN.md: the two API-docs paths of the spec are permanent redirects to the docs host. */
const targets: Record<string, Parameters<typeof docsUrl>[0]> = {
  "/payouts/payouts-api": "payouts",
  "/request-to-pay/request-to-pay-api": "requestToPay",
};

// The page's own path (`url`): a client-side navigation asks for `<path>.data`, and one
// from `<path>/` keeps the slash (`<path>/_.data`).
export function loader({ url }: Route.LoaderArgs) {
  const target = targets[pagePathOf(url.pathname)];
  if (!target) throw new Response("Not found", { status: 404 });
  return redirect(docsUrl(target), 301);
}
