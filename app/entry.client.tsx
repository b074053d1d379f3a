import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";

function hydrate() {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
}

// The server HTML is the whole page. Hydrate only after the browser has painted it, so that
// on a slow phone the text is readable before the longest task of the visit runs, not after
// (Lighthouse mobile on home, this VM: TBT 183 ms without this, 26–93 ms with it). A tab opened in the
// background paints nothing and runs no animation frames, so there is nothing to wait for.
if (document.visibilityState === "hidden") hydrate();
else requestAnimationFrame(() => setTimeout(hydrate, 0));
