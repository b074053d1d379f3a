import { useSyncExternalStore } from "react";

// Written in by vite.config.ts at build time (absent in unit tests).
declare const __BUILD_YEAR__: number | undefined;

const BUILD_YEAR = typeof __BUILD_YEAR__ === "number" ? __BUILD_YEAR__ : new Date().getFullYear();

const nothingToSubscribe = () => () => undefined;

/**
 * The footer's copyright year. A prerendered page holds the year it was built in (its
 * bytes are the same on every server and CDN); once hydrated, the page shows the visitor's
 * year, so a page built in December is not out of date in January. React renders the
 * build's year while hydrating and re-renders when the two differ.
 */
export function useCopyrightYear(): number {
  return useSyncExternalStore(
    nothingToSubscribe,
    () => new Date().getFullYear(),
    () => BUILD_YEAR,
  );
}
