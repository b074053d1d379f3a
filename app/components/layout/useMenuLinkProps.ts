import { useCallback } from "react";
import { useNavigate, type LinkProps } from "react-router";
import type { NavLink } from "#app/content/navigation.ts";
import { afterNextPaint } from "#app/lib/after-paint.ts";
import { onPlainClick } from "#app/lib/plain-click.ts";
import { preloadNewsletterDialog } from "../newsletter/NewsletterProvider.tsx";

/**
 * The props of a menu link. A plain click also runs `onNavigate` (closing the menu);
 * modified clicks are left to the browser (see isPlainClick), as Link itself does.
 *
 * A plain click on Help Center navigates with the `openNewsletter` state flag, and
 * /help-center opens the newsletter popup 100 ms after it arrives (docs/requirements.md
 * §2.2, useArrivalNewsletter). Not 100 ms after the click: on a slow connection the popup
 * then opened over the page being left, and closing it focused that page's heading, which
 * the arriving page replaced, so focus fell to <body>. Pointing at or focusing the link
 * fetches the popup's code, so the popup need not wait for it. The navigation starts after
 * the next paint (afterNextPaint).
 *
 * `prefetch` says when the page's code is fetched. "intent" (the desktop panels) is React
 * Router's 100 ms after the pointer arrives: a mouse rests on a link longer than that, and
 * the panels are laid out while closed, so "viewport" would fetch on every page load. The
 * phone menu passes "viewport": its sections are hidden until opened, and on a touch
 * screen "intent" starts at touchstart, so its 100 ms timer and the render of the prefetch
 * links fell inside the tap itself (pointerup 154 ms after the press at 4×), too late to help.
 */
export function useMenuLinkProps(prefetch: "intent" | "viewport") {
  const navigate = useNavigate();
  return useCallback(
    (link: NavLink, onNavigate?: () => void): LinkProps => {
      const props: LinkProps = { to: link.to, onClick: onPlainClick(onNavigate) };
      if (!link.opensNewsletter) return props;
      return {
        ...props,
        prefetch,
        onPointerEnter: preloadNewsletterDialog,
        onFocus: preloadNewsletterDialog,
        onClick: onPlainClick((event) => {
          event.preventDefault();
          const navigation = `help-center-${performance.now()}`;
          onNavigate?.();
          // The menu closes in this frame; the next page renders after it is painted, so
          // the tap answers at once instead of after a whole page's render.
          afterNextPaint(() => void navigate(link.to, { state: { openNewsletter: navigation } }));
        }),
      };
    },
    [navigate, prefetch],
  );
}
