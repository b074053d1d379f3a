import { useEffect, type ReactNode } from "react";
import {
  data,
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  useRouteError,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
import stylesheet from "./console.css?url";
import { ConsoleHeader } from "./components/ConsoleHeader.tsx";
import { Card } from "./components/Card.tsx";
import { useNonce } from "#app/lib/nonce.ts";
import { site } from "#app/config/site.ts";
import { navFor } from "./lib/nav.ts";
import { staffContext } from "./lib/access.server.ts";
import { endedSessionCookie } from "#server/staff/sign-in.server.ts";

// The header shows who is signed in and the screens their role may open; it reads the
// session only, so it needs no permission of its own.
export function loader({ context }: Route.LoaderArgs) {
  const { session, console: ctx, staleCookie } = staffContext(context);
  if (!session) {
    // A cookie naming no live session is dropped, so the browser stops sending it.
    const headers = staleCookie ? { "Set-Cookie": endedSessionCookie(ctx) } : undefined;
    return data({ account: null, origin: ctx.rp.origin }, { headers });
  }
  const { email, roles } = session.account;
  // The console's origin: passkeys work only there (components/PasskeyButton.tsx says so).
  return { account: { email, roles }, origin: ctx.rp.origin };
}

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  const data = useRouteLoaderData<typeof loader>("root");
  const account = data?.account ?? null;
  // Marks when every handler is live, as the site does (the e2e tests wait for it).
  useEffect(() => document.documentElement.setAttribute("data-hydrated", ""), []);
  return (
    <html lang="en" className="bg-surface">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex, nofollow" />
        <Meta />
        <Links />
      </head>
      <body className="flex min-h-screen flex-col">
        <a
          href="#main"
          className="sr-only z-50 rounded-full bg-ink-900 px-5 py-3 font-semibold text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
        >
          Skip to content
        </a>
        <ConsoleHeader account={account} nav={account ? navFor(account.roles) : []} />
        <main id="main" tabIndex={-1} className="flex-1 pb-16 focus:outline-none">
          {children}
        </main>
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function Root() {
  return <Outlet />;
}

export function meta() {
  return [{ title: `${site.name} staff` }];
}

/** The console's refusals (403, 404) and failures, in the console's frame. */
export function ErrorBoundary() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const title =
    status === 404
      ? "Not found"
      : status === 403
        ? "Not allowed"
        : status < 500
          ? "Not accepted"
          : "Something went wrong";
  // The loaders' own words for a refusal; a fixed sentence for anything else.
  const message =
    status === 404
      ? "There is no such page in the staff console."
      : isRouteErrorResponse(error) && typeof error.data === "string" && status < 500
        ? error.data
        : "The console could not show this page. Try again in a moment.";
  return (
    <Card title={title} narrow>
      <title>{`${title} · ${site.name} staff`}</title>
      <p>{message}</p>
      <p className="mt-4">
        <a className="font-semibold text-brand-700 underline underline-offset-2" href="/staff">
          Back to the console
        </a>
      </p>
    </Card>
  );
}
