import type { MouseEvent, ReactNode } from "react";
import { scrollBehavior } from "#app/lib/motion.ts";
import { isPlainClick } from "#app/lib/plain-click.ts";
import { useHydrated } from "../ui/useHydrated.ts";

/**
 * A real link to #features (it works without JavaScript); with JavaScript it scrolls
 * smoothly, or instantly under prefers-reduced-motion, and updates the address.
 */
export function SeeFeaturesLink({
  className,
  children,
}: {
  className: string;
  children: ReactNode;
}) {
  const hydrated = useHydrated();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    const target = document.getElementById("features");
    if (!target || !isPlainClick(event)) return;
    event.preventDefault();
    target.scrollIntoView({ behavior: scrollBehavior(), block: "start" });
    window.history.replaceState(window.history.state, "", "#features");
  };
  return (
    <a
      href="#features"
      onClick={onClick}
      data-hydrated={hydrated || undefined}
      className={className}
    >
      {children}
    </a>
  );
}
