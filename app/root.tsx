import { useEffect, type ReactNode } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  useMatches,
  useRouteLoaderData,
  useRouteError,
} from "react-router";
import type { Route } from "./+types/root";
import interLatin from "./fonts/inter-latin-wght.woff2?url";
import stylesheet from "./app.css?url";
import { Footer } from "./components/layout/Footer.tsx";
import { Header } from "./components/layout/Header.tsx";
import { NewsletterProvider } from "./components/newsletter/NewsletterProvider.tsx";
import { NotFound } from "./components/layout/NotFound.tsx";
import { StructuredData } from "./components/layout/StructuredData.tsx";
import { FEED_PATH, feedTitle } from "./content/feed.ts";
import { contentFor, contentSnapshot } from "./content/page-content.server.ts";
import { contentIn, useContent } from "./content/use-content.ts";
import type { ContentTypeMap } from "./content/types.ts";
import { pageTitle } from "./lib/meta.ts";
import { noteLanding } from "./lib/forms/visit-attribution.ts";
import { useNonce } from "./lib/nonce.ts";
import { onDemand } from "./lib/on-demand.ts";
import { useToasterWanted } from "./lib/notify.ts";
import { useScrollManagement } from "./lib/scroll.ts";

const toaster = onDemand(() => import("./components/layout/Toaster.tsx"));

/**
 * The site-wide content every page renders (facts, menus, form labels, the newsletter
 * dialog, the not-found texts) and the pages' short names (the breadcrumb trails of
 * StructuredData); each page's own loader hands out the rest.
 */
export function loader(args: Route.LoaderArgs) {
  const pageNames = Object.fromEntries(
    Object.entries(contentSnapshot(args.context).pageMeta).map(([path, p]) => [path, p.name]),
  );
  const site = contentFor(
    args,
    {
      siteFacts: "main",
      navigation: "main",
      forms: "main",
      newsletter: "main",
      notFound: "main",
      notFoundMeta: "main",
    },
    { withPageMeta: false },
  );
  return { ...site, pageNames };
}

export const links: Route.LinksFunction = () => [
  { rel: "preload", href: interLatin, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  { rel: "icon", href: "/favicon.ico", sizes: "32x32" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
  { rel: "manifest", href: "/site.webmanifest" },
];

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  // The feed is named after the company as published (absent when the root loader failed).
  const facts = useRouteLoaderData<typeof loader>("root")?.content.siteFacts?.main;
  // The page's scripts load after its first paint; this marks when every handler is live
  // (the end-to-end tests wait for it, as a visitor waits for the page to respond).
  // The analytics beacon, in a chunk of its own, starts itself once the page is idle
  // (docs/decisions/026-cookieless-first-party-analytics.md). Where the visit came from is
  // noted for the lead forms (docs/decisions/028-lead-attribution.md).
  useEffect(() => {
    document.documentElement.setAttribute("data-hydrated", "");
    // Hydration is on the visit's first page in this tab: before any client navigation.
    noteLanding();
    void import("./lib/analytics/beacon.ts");
  }, []);
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b1b33" />
        {/* A precedence makes React flush the stylesheet before the module preloads, so
            on HTTP/1.1 the render-blocking CSS is not queued behind thirty scripts. */}
        <link rel="stylesheet" href={stylesheet} precedence="default" />
        <Meta />
        <Links />
        {facts && (
          <link
            rel="alternate"
            type="application/atom+xml"
            title={feedTitle(facts.name)}
            href={FEED_PATH}
          />
        )}
      </head>
      <body className="flex min-h-screen flex-col">
        {children}
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

/**
 * The toast container, mounted on the first notification. A component of its own so that
 * only it renders then: were Shell to subscribe, the first toast would re-render the
 * header and footer inside the tap that raised it.
 */
function ToasterHost() {
  const ready = toaster.useLoaded(useToasterWanted());
  return ready ? <toaster.Component /> : null;
}

function Shell({ children }: { children: ReactNode }) {
  useScrollManagement();
  const { words } = useContent("navigation");
  return (
    <NewsletterProvider>
      <a
        href="#main"
        className="sr-only z-50 rounded-full bg-ink-900 px-5 py-3 font-semibold text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {words.skipLink}
      </a>
      <StructuredData />
      <Header />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
      <Footer />
      <ToasterHost />
    </NewsletterProvider>
  );
}

export default function App() {
  return (
    <Shell>
      <Outlet />
    </Shell>
  );
}

/**
 * What a page that failed shows. The root loader's content is here whenever the root
 * loader itself ran: the not-found texts and the shell. Should it have failed, there is no
 * content to render the shell from, and the page says only that something went wrong: in
 * code, like the validation messages, because it must show when content cannot.
 */
export function ErrorBoundary() {
  const error = useRouteError();
  const matches = useMatches();
  const facts = contentIn(matches, "siteFacts", "main") as ContentTypeMap["siteFacts"] | undefined;
  const notFoundMeta = contentIn(matches, "notFoundMeta", "main") as
    ContentTypeMap["notFoundMeta"] | undefined;
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const failure = (
    <section className="mx-auto max-w-2xl px-5 py-24 text-center">
      <title>{facts ? pageTitle("Something went wrong", facts) : "Something went wrong"}</title>
      <h1 className="text-3xl font-bold text-ink-900">Something went wrong</h1>
      <p className="mt-4 text-ink-600">
        We could not show this page. Please try again in a moment.
      </p>
    </section>
  );
  if (!facts || !notFoundMeta) return <main id="main">{failure}</main>;
  return (
    <Shell>
      {notFound ? (
        <>
          {/* A loader's 404 (an unknown article) ends here, without the not-found route's meta. */}
          <title>{pageTitle(notFoundMeta.title, facts)}</title>
          {/* Kept out of search and of the page counts, as the not-found route is. */}
          <meta name="robots" content="noindex" />
          <NotFound />
        </>
      ) : (
        failure
      )}
    </Shell>
  );
}
