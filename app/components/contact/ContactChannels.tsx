import type { ReactNode } from "react";
import type { LucideIcon } from "lucide-react";
import { ArrowUpRight } from "lucide-react";
import { useContent } from "#app/content/use-content.ts";
import { ExternalLink } from "../ui/ExternalLink.tsx";
import { Verbatim } from "./Verbatim.tsx";
import { fillSlots } from "#app/lib/fill-slots.ts";

const linkClass =
  "font-semibold text-brand-700 underline-offset-4 hover:text-brand-800 hover:underline";

/** A card of one way to reach us: icon, heading and its details. */
export function ChannelCard({
  icon: Icon,
  title,
  children,
  headingLevel = 3,
}: {
  icon: LucideIcon;
  title: string;
  children: ReactNode;
  headingLevel?: 2 | 3;
}) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className="flex h-full flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-line sm:p-7">
      <div className="flex items-center gap-4 sm:block">
        <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700 ring-1 ring-brand-100">
          <Icon aria-hidden="true" className="size-6" />
        </span>
        <Heading className="text-lg font-semibold text-ink-900 sm:mt-5">{title}</Heading>
      </div>
      <div className="mt-3 flex flex-1 flex-col text-ink-600 sm:mt-2">{children}</div>
    </div>
  );
}

/** The office address, one line per part; `regionLine` is "%city%, %region% Region". */
export function AddressLines({ regionLine }: { regionLine: string }) {
  const site = useContent("siteFacts");
  const a = site.address;
  return (
    <address className="leading-7 not-italic">
      {site.legalName}
      <br />
      {a.street}, {a.area}
      <br />
      {fillSlots(regionLine, { city: a.city, region: a.region })}
      <br />
      {a.postalCode}, {a.country}
    </address>
  );
}

/** The maps-service link (opens a new tab). */
export function MapsLink({ label }: { label: string }) {
  const site = useContent("siteFacts");
  return (
    <ExternalLink href={site.mapsUrl} className={`${linkClass} inline-flex items-center gap-1`}>
      {label}
      <ArrowUpRight aria-hidden="true" className="size-4" />
    </ExternalLink>
  );
}

/** Office and customer-support numbers as tel: links. */
export function PhoneLinks() {
  const site = useContent("siteFacts");
  return (
    <ul className="space-y-2">
      {Object.values(site.phones).map((p) => (
        <li key={p.tel}>
          <span className="block text-sm text-ink-600">{p.label}</span>
          <a href={`tel:${p.tel}`} className={`${linkClass} text-lg whitespace-nowrap`}>
            {p.display}
          </a>
        </li>
      ))}
    </ul>
  );
}

export function EmailLink({ email, className = "" }: { email: string; className?: string }) {
  return (
    <a href={`mailto:${email}`} className={`${linkClass} ${className}`}>
      <Verbatim text={email} />
    </a>
  );
}
