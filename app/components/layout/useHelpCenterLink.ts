import { useCallback } from "react";
import { useNavigate } from "react-router";
import { useNewsletter } from "../newsletter/NewsletterProvider";

/** Spec §2.2: the popup opens this long after the Help Center navigation starts. */
export const NEWSLETTER_POPUP_DELAY_MS = 100;

/**
 * The Help Center link navigates with the `openNewsletter` state flag and opens the
 * newsletter popup shortly after; /help-center also honours the flag on arrival.
 */
export function useHelpCenterLink() {
  const navigate = useNavigate();
  const { openNewsletter } = useNewsletter();
  return useCallback(
    (event: { preventDefault: () => void }, to: string) => {
      event.preventDefault();
      void navigate(to, { state: { openNewsletter: true } });
      window.setTimeout(openNewsletter, NEWSLETTER_POPUP_DELAY_MS);
    },
    [navigate, openNewsletter],
  );
}
