import type { MouseEvent, ReactNode } from "react";
import { scrollBehavior } from "#app/lib/motion.ts";
import { isPlainClick } from "#app/lib/plain-click.ts";

interface Props {
  /** The id of the element to scroll to, without '#'. */
  targetId: string;
  children: ReactNode;
  className?: string;
  /** Also put `#id` in the address bar (shareable anchors of long documents). */
  updateUrl?: boolean;
  /** Marks the link of the section being read ("location"). */
  current?: "location";
}

/**
 * A real in-page link (`href="#id"`, so it works before JavaScript arrives) enhanced to
 * scroll smoothly, or instantly when the visitor prefers reduced motion, and to move
 * keyboard focus to the target (give it tabIndex={-1}) so the next Tab continues there.
 */
export function ScrollToLink({ targetId, children, className, updateUrl, current }: Props) {
  function onClick(event: MouseEvent<HTMLAnchorElement>) {
    if (!isPlainClick(event)) return;
    const target = document.getElementById(targetId);
    if (!target) return;
    event.preventDefault();
    target.scrollIntoView({ behavior: scrollBehavior(), block: "start" });
    target.focus({ preventScroll: true });
    if (updateUrl) {
      // Keep the router's entry state: only the fragment of the current entry changes.
      window.history.replaceState(window.history.state, "", `#${targetId}`);
    }
  }
  return (
    <a href={`#${targetId}`} onClick={onClick} aria-current={current} className={className}>
      {children}
    </a>
  );
}
