import { useEffect, useLayoutEffect, useRef } from "react";
import { useLocation, useNavigationType } from "react-router";
import { scrollBehavior } from "./motion.ts";

const STORAGE_KEY = "scroll-positions";
const useIsomorphicLayoutEffect = typeof window === "undefined" ? useEffect : useLayoutEffect;

function readPositions(): Record<string, number> {
  try {
    return JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? "{}") as Record<string, number>;
  } catch {
    return {};
  }
}

/** Scrolls to the element named by a `#hash`, smoothly unless motion is reduced. */
export function scrollToHash(hash: string): boolean {
  const id = decodeURIComponent(hash.replace(/^#/, ""));
  const target = id ? document.getElementById(id) : null;
  if (!target) return false;
  target.scrollIntoView({ behavior: scrollBehavior(), block: "start" });
  return true;
}

/**
 * Where a history entry's position is kept. React Router gives every fresh page load the
 * key "default", so the path is part of the name: otherwise a page typed into the address
 * bar would open at the position of another page read earlier in the same tab.
 */
function positionKey(key: string, pathname: string, search: string): string {
  return `${key} ${pathname}${search}`;
}

function savePosition(name: string) {
  const positions = readPositions();
  positions[name] = window.scrollY;
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(positions));
  } catch {
    // Storage full or disabled: back/forward then simply start at the top.
  }
}

/** How this document was loaded: a fresh navigation opens at the top (or its #hash). */
function documentLoadType(): string | undefined {
  const entry = performance.getEntriesByType?.("navigation")[0] as
    PerformanceNavigationTiming | undefined;
  return entry?.type;
}

/**
 * New navigations scroll smoothly to the top or to the #hash target; back and forward
 * (and a reload) restore the position the visitor left, as browsers do for ordinary pages.
 */
export function useScrollManagement() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const name = positionKey(location.key, location.pathname, location.search);
  const firstRender = useRef(true);

  useEffect(() => {
    window.history.scrollRestoration = "manual";
  }, []);

  // Remember where the visitor is on the page they are about to leave, in the app or not.
  useEffect(() => {
    const leave = () => savePosition(name);
    window.addEventListener("pagehide", leave);
    return () => {
      window.removeEventListener("pagehide", leave);
      leave();
    };
  }, [name]);

  useIsomorphicLayoutEffect(() => {
    const initial = firstRender.current;
    firstRender.current = false;
    if (navigationType === "POP") {
      // A page opened afresh keeps the browser's own start: the top, or its #hash.
      const saved =
        initial && documentLoadType() === "navigate" ? undefined : readPositions()[name];
      if (saved !== undefined) window.scrollTo({ top: saved, behavior: "auto" });
      else if (location.hash) scrollToHash(location.hash);
      return;
    }
    if (location.hash && scrollToHash(location.hash)) return;
    window.scrollTo({ top: 0, behavior: scrollBehavior() });
  }, [location.key]);
}
