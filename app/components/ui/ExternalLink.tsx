import type { AnchorHTMLAttributes, ReactNode } from "react";
import { useContent } from "#app/content/use-content.ts";

type Props = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string; children: ReactNode };

/** A link that leaves the site: new tab, no opener, and an announced hint for screen readers. */
export function ExternalLink({ children, ...rest }: Props) {
  const { words } = useContent("navigation");
  return (
    <a {...rest} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="sr-only"> {words.newTab}</span>
    </a>
  );
}
