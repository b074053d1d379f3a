import { Link } from "react-router";
import type { Inline, RichText as RichTextValue } from "#app/content/policies/document.ts";
import { ExternalLink } from "../ui/ExternalLink.tsx";

function InlinePart({ part }: { part: Inline }) {
  if (typeof part === "string") return <>{part}</>;
  if ("strong" in part) return <strong>{part.strong}</strong>;
  if (part.href.startsWith("/")) return <Link to={part.href}>{part.text}</Link>;
  if (/^https?:/.test(part.href)) return <ExternalLink href={part.href}>{part.text}</ExternalLink>;
  return <a href={part.href}>{part.text}</a>;
}

/** Text of a content module: plain, bold and links (internal, external, mailto:, tel:). */
export function RichText({ value }: { value: RichTextValue }) {
  if (typeof value === "string") return <>{value}</>;
  return (
    <>
      {value.map((part, i) => (
        <InlinePart key={i} part={part} />
      ))}
    </>
  );
}
