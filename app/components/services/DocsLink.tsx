import type { ReactNode } from "react";
import type { DocsLink as Docs } from "#app/content/services/types.ts";
import { ExternalLink } from "../ui/ExternalLink.tsx";

/**
 * A link to API documentation. Documentation lives on the docs host, so these open in a
 * new tab, including the two site paths that redirect there (/payouts/payouts-api and
 * /request-to-pay/request-to-pay-api), which are plain links for the server to answer.
 */
export function DocsLink({
  docs,
  className,
  children,
}: {
  docs: Docs;
  className?: string;
  children?: ReactNode;
}) {
  if (docs.external) {
    return (
      <ExternalLink href={docs.href} className={className}>
        {children ?? docs.label}
      </ExternalLink>
    );
  }
  return (
    <a href={docs.href} className={className}>
      {children ?? docs.label}
    </a>
  );
}
