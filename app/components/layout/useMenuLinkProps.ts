import { useCallback } from "react";
import { useNavigate, type LinkProps } from "react-router";
import type { NavLink } from "../../content/navigation";
import { onPlainClick } from "../../lib/plain-click";
import { preloadNewsletterDialog, useNewsletter } from "../newsletter/NewsletterProvider";

/** Spec §2.2: the popup opens this long after the Help Center navigation starts. */
export const NEWSLETTER_POPUP_DELAY_MS = 100;

/**
 * The props of a menu link. A plain click runs `onNavigate` (closing the menu); on the
 * Help Center link it also navigates with the `openNewsletter` state flag and opens the
 * newsletter popup shortly after (/help-center honours the flag on arrival too). Pointing
 * at or focusing that link fetches the popup's code and the page's, so the popup does not
 * wait for them. Modified clicks are left to the browser (see isPlainClick).
 */
export function useMenuLinkProps() {
  const navigate = useNavigate();
  const { openNewsletter } = useNewsletter();
  return useCallback(
    (link: NavLink, onNavigate?: () => void): LinkProps => {
      if (!link.opensNewsletter) return { to: link.to, onClick: onPlainClick(onNavigate) };
      return {
        to: link.to,
        prefetch: "intent",
        onPointerEnter: preloadNewsletterDialog,
        onFocus: preloadNewsletterDialog,
        onClick: onPlainClick((event) => {
          event.preventDefault();
          void navigate(link.to, { state: { openNewsletter: true } });
          window.setTimeout(openNewsletter, NEWSLETTER_POPUP_DELAY_MS);
          onNavigate?.();
        }),
      };
    },
    [navigate, openNewsletter],
  );
}
