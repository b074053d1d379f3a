import { type RouteConfig, index, route } from "@react-router/dev/routes";
import { servicePaths } from "./content/services/index.ts";
import { productPaths } from "./content/products/index.ts";
import { demoPaths } from "./content/demos.ts";
import { policyPaths } from "./content/policies/index.ts";
import { listingPaths } from "./content/listings.ts";

/** One template per kind of page: each path of a kind gets its own route id. */
function templated(paths: readonly string[], file: string, prefix: string) {
  return paths.map((path) =>
    route(path.slice(1), file, { id: `${prefix}${path.replaceAll("/", "-")}` }),
  );
}

export default [
  index("routes/home.tsx"),
  route("about-us", "routes/about.tsx"),
  ...templated(listingPaths, "routes/listing-page.tsx", "listing"),
  ...templated(servicePaths, "routes/service-page.tsx", "service"),
  route("payouts/payouts-api", "routes/docs-redirect.tsx", { id: "docs-payouts" }),
  route("request-to-pay/request-to-pay-api", "routes/docs-redirect.tsx", {
    id: "docs-request-to-pay",
  }),
  ...templated(productPaths, "routes/product-page.tsx", "product"),
  ...templated(demoPaths, "routes/demo-page.tsx", "demo"),
  ...templated(policyPaths, "routes/policy-page.tsx", "policy"),
  route("help-center", "routes/help-center.tsx"),
  route("contact-us", "routes/contact-us.tsx"),
  route("terms-and-conditions", "routes/terms.tsx"),
  route("careers", "routes/careers.tsx"),
  route("security", "routes/security.tsx"),
  route("official-channels", "routes/official-channels.tsx"),
  route("articles", "routes/articles.tsx"),
  route("articles/:slug", "routes/article.tsx"),
  route("case-study", "routes/case-study.tsx"),
  route("get-started", "routes/get-started.tsx"),
  route("merchant-onboarding", "routes/merchant-onboarding.tsx"),
  route("newsletter", "routes/newsletter.tsx"),
  route("newsletter/unsubscribe", "routes/unsubscribe.tsx"),
  route("newsletter/confirm", "routes/newsletter-confirm.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
