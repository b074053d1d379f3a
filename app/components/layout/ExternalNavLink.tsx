import { ArrowUpRight } from "lucide-react";
import type { NavLink } from "#app/content/navigation.ts";
import { ExternalLink } from "../ui/ExternalLink.tsx";

/** A menu row that leaves the site (the API docs): its label, then an outward arrow. */
export function ExternalNavLink({ link, className }: { link: NavLink; className: string }) {
  return (
    <ExternalLink
      href={link.to}
      className={`flex items-center justify-between rounded-lg px-3 text-ink-800 hover:bg-surface ${className}`}
    >
      {link.label}
      <ArrowUpRight aria-hidden="true" className="size-4 text-ink-500" />
    </ExternalLink>
  );
}
