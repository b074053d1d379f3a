import { articlePath } from "#app/content/articles.server.ts";
import type { SiteFacts } from "#app/content/schemas/site-facts.ts";
import { dataPathOf } from "#server/content/page-renderer.server.ts";
import { docsRedirects, docsUrlIn } from "#app/lib/site-facts.ts";
import { ARTICLE_NOT_FOUND_FILE } from "#server/page-manifest.ts";

/** A `_redirects` line: from, to, status. */
export type RedirectRule = [from: string, to: string, status: 301 | 404];

/**
 * What the server answers itself and a static host must be told (Netlify and Cloudflare
 * Pages read `_redirects`; the first rule that matches wins, and none applies where a file
 * is): the old addresses of renamed articles (their page, with a trailing slash, and their
 * loader data), the API docs' old paths, and, last, an unknown article's not-found page.
 * Cloudflare Pages takes no 404 rule (it skips the line) and sends the nearest 404.html up
 * the path by itself: build/client/articles/404.html.
 */
export function redirectRules(
  articles: ReadonlyMap<string, string>,
  facts: Pick<SiteFacts, "docs">,
): RedirectRule[] {
  const rules: RedirectRule[] = [];
  for (const [from, to] of [...articles].sort(([a], [b]) => (a < b ? -1 : 1))) {
    const [old, now] = [articlePath(from), articlePath(to)];
    rules.push([old, now, 301], [`${old}/`, now, 301], [dataPathOf(old), dataPathOf(now), 301]);
  }
  for (const [from, page] of Object.entries(docsRedirects)) {
    rules.push([from, docsUrlIn(facts, page), 301], [`${from}/`, docsUrlIn(facts, page), 301]);
  }
  rules.push(["/articles/*", `/${ARTICLE_NOT_FOUND_FILE}`, 404]);
  return rules;
}

export const netlifyRedirects = (rules: readonly RedirectRule[]) =>
  rules.map((rule) => rule.join("  ")).join("\n") + "\n";
