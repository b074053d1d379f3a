import type { RequestHandler } from "express";
import type { ServerBuild } from "react-router";
import { routeMatcher } from "./route-tree.ts";
import { sendPage, type PrerenderedPage } from "./static-pages.ts";

function decoded(pathname: string): string | undefined {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return undefined;
  }
}

/**
 * GET and HEAD of any address no route has to render per request get the not-found page
 * the build rendered, with status 404: unknown addresses, unknown articles (the article
 * route is prerendered for the known ones), odd spellings of pages. Rendering it per
 * request cost ~9 ms and heap each time, and a burst of them killed the process. Left to
 * React Router: routes with no prerendered page (the links of newsletter mails, pages
 * answering forms) and data requests (`.data`, client-side navigation), under the
 * concurrency cap (load-shedding.ts).
 */
export function serveNotFound(
  build: ServerBuild,
  pages: Iterable<string>,
  notFound: PrerenderedPage | (() => PrerenderedPage),
  routeNotFound?: (routeId: string) => Promise<PrerenderedPage>,
): RequestHandler {
  const routeOf = routeMatcher(build);
  const prerenderedRoutes = new Set([...pages].map(routeOf));
  const page = typeof notFound === "function" ? notFound : () => notFound;
  const catchAll = Object.values(build.routes).find((route) => route?.path === "*")?.id;
  // Routes with a parameter and pages (the articles): an unknown one gets that route's own
  // not-found page (content/route-not-found.server.ts), which hydrates where it is.
  const withParameter = new Set(
    [...prerenderedRoutes].filter(
      (id): id is string => id !== undefined && /(^|\/):/.test(build.routes[id]?.path ?? ""),
    ),
  );
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    if (req.path.endsWith(".data")) return next();
    const route = routeOf(req.path);
    if (route !== undefined && route !== catchAll && !prerenderedRoutes.has(route)) return next();
    if (route !== undefined && routeNotFound && withParameter.has(route)) {
      routeNotFound(route).then((own) => sendPage(req, res, own, 404), next);
      return;
    }
    sendPage(req, res, page(), 404);
  };
}

/**
 * The pages' HTML files are sent only as pages, at their addresses, with their CSP
 * (static-pages.ts): under any other name (`/about-us%2findex.html`, `/404.html`, a twin)
 * express.static would send them with a file's headers, a CSP that blocks their scripts
 * and a day's caching. Such a name gets the not-found page.
 */
export function hidePageFiles(notFound: PrerenderedPage | (() => PrerenderedPage)): RequestHandler {
  const page = typeof notFound === "function" ? notFound : () => notFound;
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const name = decoded(req.path);
    if (name !== undefined && !/\.html(\.br|\.gz)?$/i.test(name.replace(/[/\\.]+$/, ""))) {
      return next();
    }
    sendPage(req, res, page(), 404);
  };
}
