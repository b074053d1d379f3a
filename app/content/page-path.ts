/**
 * The page a location is on. The build prerenders every page at its path with a trailing
 * slash (`/help-center/`), which React Router's trailing-slash-aware requests hand to
 * `meta` and `useLocation` as it is, and a static host serves the same file there too.
 * A module of its own: browser code needs it without the route table of pages.ts.
 */
export function pagePathOf(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
}
