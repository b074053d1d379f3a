/**
 * The visit's attribution in the browser (attribution.ts says what it is): noted on the
 * visit's first page, kept in the tab's sessionStorage only (gone when the tab closes,
 * never shared with another tab or visit), and sent with a lead form. Kept tiny and free
 * of imports: it runs at hydration on every page, in the home page's JavaScript budget.
 * The server checks every field (readAttribution); here values are only cut to size.
 */
// send-lead.ts reads it under the same key. Not imported from there: a module both share
// would be a chunk of its own on every page.
const KEY = "attribution";

export function noteLanding(): void {
  try {
    if (sessionStorage.getItem(KEY)) return;
    const query = new URLSearchParams(location.search);
    const kept: Record<string, string> = {
      landingPath: location.pathname.replace(/(.)\/+$/, "$1").slice(0, 200),
    };
    // An unreadable referrer throws: the whole note is then lost, which is rare and harmless.
    const referrer = document.referrer && new URL(document.referrer).hostname;
    if (referrer && referrer !== location.hostname) kept.referrerHost = referrer;
    for (const field of ["Source", "Medium", "Campaign", "Content", "Term"]) {
      const value = query.get(`utm_${field.toLowerCase()}`)?.trim();
      // Never half of a surrogate pair: the server drops text that is not well-formed
      // (cutText in app/lib/cut-text.ts, written out here to keep this module import-free).
      if (value) kept[`utm${field}`] = value.slice(0, 100).replace(/[\ud800-\udbff]$/, "");
    }
    sessionStorage.setItem(KEY, JSON.stringify(kept));
  } catch {
    // Storage refused (a private mode, a full quota): the lead is sent without it.
  }
}
