import { useEffect } from "react";
import { useLocation } from "react-router";
import { NEWSLETTER_POPUP_DELAY_MS, useNewsletter } from "../newsletter/NewsletterProvider.tsx";

/**
 * docs/requirements.md §2.2/§9: arriving with the `openNewsletter` state flag opens the newsletter popup
 * 100 ms later. The flag is then dropped from this history entry, so a reload or coming
 * back to the page does not open the popup again.
 */
export function useArrivalNewsletter() {
  const location = useLocation();
  const { openNewsletterFor } = useNewsletter();
  const flag = (location.state as { openNewsletter?: unknown } | null)?.openNewsletter;
  const wanted = flag ? String(flag) : null;

  useEffect(() => {
    if (!wanted) return;
    const timer = window.setTimeout(() => openNewsletterFor(wanted), NEWSLETTER_POPUP_DELAY_MS);
    // React Router keeps its state under `usr`; clear ours without a new navigation.
    const state = window.history.state as { usr?: unknown } | null;
    if (state && typeof state === "object") {
      window.history.replaceState({ ...state, usr: null }, "");
    }
    return () => window.clearTimeout(timer);
  }, [location.key, wanted, openNewsletterFor]);
}
