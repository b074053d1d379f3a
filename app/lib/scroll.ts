import { useEffect, useLayoutEffect } from "react";
import { useLocation, useNavigationType } from "react-router";
import { scrollBehavior } from "./motion";

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
 * New navigations scroll smoothly to the top or to the #hash target; back and forward
 * restore the position the visitor left, as browsers do for ordinary pages.
 */
export function useScrollManagement() {
  const location = useLocation();
  const navigationType = useNavigationType();

  useEffect(() => {
    window.history.scrollRestoration = "manual";
  }, []);

  // Remember where the visitor is on the page they are about to leave.
  useEffect(() => {
    const key = location.key;
    return () => {
      const positions = readPositions();
      positions[key] = window.scrollY;
      try {
        sessionStorage.setItem(STORAGE_KEY, JSON.stringify(positions));
      } catch {
        // Storage full or disabled: back/forward then simply start at the top.
      }
    };
  }, [location.key]);

  useIsomorphicLayoutEffect(() => {
    if (navigationType === "POP") {
      const saved = readPositions()[location.key];
      if (saved !== undefined) window.scrollTo({ top: saved, behavior: "auto" });
      else if (location.hash) scrollToHash(location.hash);
      return;
    }
    if (location.hash && scrollToHash(location.hash)) return;
    window.scrollTo({ top: 0, behavior: scrollBehavior() });
  }, [location.key]);
}
