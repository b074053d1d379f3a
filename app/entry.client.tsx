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
// on a slow phone the text is readable before the longest task of the visit runs, not after.
requestAnimationFrame(() => setTimeout(hydrate, 0));
