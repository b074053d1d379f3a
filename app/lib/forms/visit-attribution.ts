/**
 * The visit's attribution in the browser (attribution.ts says what it is): noted on the
 * visit's first page, kept in the tab's sessionStorage only (gone when the tab closes,
 * never shared with another tab or visit), and sent with a lead form. Kept tiny and free
 * of imports: it runs at hydration on every page, in the home page's JavaScript budget.
 * The server checks every field (readAttribution); here values are only cut to size.
 */
const KEY = "attribution";

export function noteLanding(): void {
  try {
    if (sessionStorage.getItem(KEY)) return;
    const query = new URLSearchParams(location.search);
    const kept: Record<string, string> = {
      landingPath: location.pathname.replace(/(.)\/+$/, "$1").slice(0, 200),
    };
    let referrer = "";
    try {
      referrer = new URL(document.referrer).hostname;
    } catch {
      // No referrer, or not a URL: nothing to keep.
    }
    if (referrer && referrer !== location.hostname) kept.referrerHost = referrer;
    for (const field of ["source", "medium", "campaign", "content", "term"]) {
      const value = query.get(`utm_${field}`)?.trim();
      if (value) kept[`utm${field[0]!.toUpperCase()}${field.slice(1)}`] = value.slice(0, 100);
    }
    sessionStorage.setItem(KEY, JSON.stringify(kept));
  } catch {
    // Storage refused (a private mode, a full quota): the lead is sent without it.
  }
}

export function visitAttribution(): unknown {
  try {
    return JSON.parse(sessionStorage.getItem(KEY) ?? "null") ?? undefined;
  } catch {
    return undefined;
  }
}
