import {
  EVENTS_PATH,
  MAX_ELEMENT_LENGTH,
  MAX_UTM_LENGTH,
  utmFields,
  viewportBreakpoints,
  viewportClasses,
  type DeviceClass,
  type Goal,
} from "./vocabulary.ts";
import { cutText } from "#app/lib/cut-text.ts";

/**
 * The analytics beacon (docs/decisions/026): page views, goals and, from a chunk of its
 * own, Core Web Vitals, each sent with navigator.sendBeacon to our own origin. It keeps
 * nothing on the device (no cookie, no storage) and sends nothing when the visitor asked
 * not to be tracked. Imported at hydration (app/root.tsx); it starts once the page is idle.
 */
type Event = Record<string, unknown> & { type: string };

const LEAD_ENDPOINTS: Record<string, string> = {
  "/api/contact": "contact",
  "/api/demo": "demo",
  "/api/subscribe": "newsletter",
};

/**
 * Pages kept out of search (not found, unsubscribe, the no-JavaScript answers) are no pages
 * of the site's to count: the server would refuse their paths.
 */
function counted(): boolean {
  return !document.querySelector('meta[name="robots"][content~="noindex"]');
}

function send(event: Event) {
  if (event.type !== "vital" && !counted()) return;
  try {
    navigator.sendBeacon(EVENTS_PATH, JSON.stringify(event));
  } catch {
    // A beacon refused (too many queued, page going away) is a lost event, nothing more.
  }
}

/** The path as the site names its pages: no trailing slash but on the home page. */
function currentPath(): string {
  return location.pathname.replace(/(.)\/+$/, "$1");
}

function hostOf(url: string): string | undefined {
  try {
    return new URL(url).hostname || undefined;
  } catch {
    return undefined;
  }
}

function utm(): Record<string, string> | undefined {
  const query = new URLSearchParams(location.search);
  const found: Record<string, string> = {};
  for (const field of utmFields) {
    const value = query.get(`utm_${field}`)?.trim();
    if (value) found[field] = cutText(value, MAX_UTM_LENGTH);
  }
  return Object.keys(found).length > 0 ? found : undefined;
}

function deviceClass(width: number): DeviceClass {
  if (!matchMedia("(pointer: coarse)").matches) return "desktop";
  return width < viewportBreakpoints[1] ? "mobile" : "tablet";
}

function pageview(referrer: string | undefined) {
  const width = innerWidth;
  let index = 0;
  while (index < viewportBreakpoints.length && width >= viewportBreakpoints[index]!) index++;
  send({
    type: "pageview",
    path: currentPath(),
    referrer: referrer !== location.hostname ? referrer : undefined,
    utm: utm(),
    device: deviceClass(width),
    viewport: viewportClasses[index],
  });
}

function goal(name: Goal) {
  send({ type: "goal", path: currentPath(), goal: name });
}

/**
 * Page views of client-side navigations: React Router moves with history.pushState, and
 * the browser's back and forward buttons with popstate.
 */
function watchNavigations() {
  let last = currentPath();
  // Once the new page has rendered (its robots meta included) and painted.
  const changed = () =>
    requestAnimationFrame(() =>
      setTimeout(() => {
        if (currentPath() === last) return;
        last = currentPath();
        pageview(undefined);
      }),
    );
  const push = history.pushState.bind(history);
  history.pushState = (...args: Parameters<History["pushState"]>) => {
    push(...args);
    changed();
  };
  addEventListener("popstate", changed);
}

/**
 * Goals from the forms' own API calls, so the forms need no analytics code: a form token
 * is asked for when a visitor enters a lead form, and the form is counted as started at
 * their first keystroke after that; a stored lead is a 2xx answer to its POST.
 */
function watchForms() {
  const started = new Set<string>();
  const original = fetch.bind(window);
  window.fetch = async (input, init) => {
    const response = await original(input, init);
    const url = new URL(input instanceof Request ? input.url : String(input), location.href);
    const form = url.searchParams.get("form");
    if (url.pathname === "/api/form-token" && form) {
      const kind = form === "subscribe" ? "newsletter" : form;
      if (!started.has(kind)) {
        started.add(kind);
        addEventListener("input", () => goal(`form_start:${kind}` as Goal), {
          capture: true,
          once: true,
        });
      }
    }
    const lead = LEAD_ENDPOINTS[url.pathname];
    if (lead && init?.method === "POST" && response.ok) {
      let name = `lead_submitted:${lead}`;
      if (lead === "demo") {
        try {
          name += `:${(JSON.parse(String(init.body)) as { product?: string }).product}`;
        } catch {
          return response;
        }
      }
      goal(name as Goal);
    }
    return response;
  };
}

/** Clicks on links that leave the site, by host; the server keeps those that are goals. */
function watchOutboundClicks() {
  addEventListener(
    "click",
    (event) => {
      const link = (event.target as Element | null)?.closest?.("a[href]") as HTMLAnchorElement;
      const host = link && hostOf(link.href);
      if (host && host !== location.hostname) {
        send({ type: "outbound", path: currentPath(), host });
      }
    },
    { capture: true },
  );
}

/** Whether the visitor asked not to be tracked (the server checks the headers too). */
function optedOut(): boolean {
  const nav = navigator as Navigator & { globalPrivacyControl?: boolean };
  return nav.globalPrivacyControl === true || nav.doNotTrack === "1";
}

function start() {
  if (optedOut() || typeof navigator.sendBeacon !== "function") return;
  const landing = currentPath();
  pageview(hostOf(document.referrer));
  watchNavigations();
  watchForms();
  watchOutboundClicks();
  // A page load's vitals belong to the page it landed on.
  if (!counted()) return;
  void import("./vitals.ts").then(({ reportVitals }) =>
    reportVitals((vital) =>
      send({
        type: "vital",
        path: landing,
        ...vital,
        element: vital.element ? cutText(vital.element, MAX_ELEMENT_LENGTH) : undefined,
      }),
    ),
  );
}

// Importing the module is starting it (app/root.tsx), once the page has loaded and the
// browser has nothing better to do. No shared helper for that: an import of the site's
// shared chunk would cost the page's own first-load JavaScript bytes (docs/decisions/026).
const idle = (task: () => void) =>
  typeof requestIdleCallback === "function" ? requestIdleCallback(task) : setTimeout(task, 1);
if (document.readyState === "complete") idle(start);
else addEventListener("load", () => idle(start), { once: true });
