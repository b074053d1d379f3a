import type { ServerBuild } from "react-router";
import type { PrerenderedPage } from "../static-pages.ts";
import type { LiveSite, SiteVersion } from "./live-site.ts";
import { contentHandler, fetchText, LIVE_BROTLI_QUALITY, pageOf } from "./page-renderer.server.ts";

/** No slug can be this (lower-case letters, digits and hyphens): never a real page. */
const NO_SUCH_PARAM = "__not-found__";

/** The route's full pattern with every parameter filled in with NO_SUCH_PARAM. */
export function unmatchedPathOf(build: ServerBuild, routeId: string): string {
  const segments: string[] = [];
  for (let route = build.routes[routeId]; route; route = build.routes[route.parentId ?? ""]) {
    if (route.path) segments.unshift(route.path);
  }
  const pattern = `/${segments.join("/")}`.replace(/\/+/g, "/");
  return pattern.replace(/:[^/]+|\*/g, NO_SUCH_PARAM);
}

/**
 * The not-found page of a route with a parameter (`/articles/:slug`): its own loader's
 * 404, rendered once per served version at an address no page has, and sent for every
 * unknown address the route matches. The catch-all's not-found page would not do there: the
 * browser matches the address to the article route, finds the HTML and data of another
 * route, and React replaces the page with the error page on hydration. One render per route
 * and version (a promise, so a burst waits on the same one), none per request.
 */
export function routeNotFoundPages(build: ServerBuild, live: LiveSite, siteUrl: string) {
  const rendered = new WeakMap<SiteVersion, Map<string, Promise<PrerenderedPage>>>();
  return (routeId: string): Promise<PrerenderedPage> => {
    const version = live.current;
    let pages = rendered.get(version);
    if (!pages) rendered.set(version, (pages = new Map()));
    let page = pages.get(routeId);
    if (!page) {
      const url = new URL(unmatchedPathOf(build, routeId), siteUrl);
      page = fetchText(contentHandler(build, version.content), url, 404).then((html) =>
        pageOf(html, LIVE_BROTLI_QUALITY),
      );
      const forget = pages;
      page.catch(() => forget.delete(routeId));
      pages.set(routeId, page);
    }
    return page;
  };
}
