import { Link } from "react-router";
import { Clock, Mail, MapPin, Phone, type LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { useCopyrightYear } from "#app/lib/copyright-year.ts";
import { useContent } from "#app/content/use-content.ts";
import { fillSlots } from "#app/lib/fill-slots.ts";
import { fullAddressOf, hoursTextOf, useSiteFacts } from "#app/lib/site-facts.ts";
import { Container } from "../ui/Container.tsx";
import { ExternalLink } from "../ui/ExternalLink.tsx";
import { TrustBadges } from "../ui/TrustBadges.tsx";
import { Logo } from "./Logo.tsx";

const heading = "text-sm font-semibold tracking-wider text-white uppercase";
const link = "text-white/75 hover:text-white hover:underline underline-offset-4";

export function Footer() {
  const year = useCopyrightYear();
  const site = useSiteFacts();
  const { apiDocsCard, footerBottomLinks, footerResources, words } = useContent("navigation");
  return (
    <footer className="bg-ink-950 text-white">
      <Container className="py-14 lg:py-16">
        <div className="grid gap-10 md:grid-cols-2 lg:grid-cols-[1.3fr_1fr_0.8fr_1.4fr]">
          <div>
            <Link to="/" aria-label={words.homeLink} className="inline-block">
              <Logo onDark />
            </Link>
            <p className="mt-4 text-lg font-semibold text-gold-300">{site.tagline}</p>
            <p className="mt-2 max-w-xs text-sm leading-6 text-white/75">{site.licence}.</p>
            {/* Two by two, equal widths: a row of four does not fit the column's width. */}
            <ul className="mt-6 grid max-w-xs grid-cols-2 gap-2" aria-label={words.socialMedia}>
              {site.social.map((s) => (
                <li key={s.name}>
                  <ExternalLink
                    href={s.href}
                    className="flex min-h-11 items-center justify-center rounded-full px-4 text-sm font-medium text-white/85 ring-1 ring-white/20 hover:bg-white/10"
                  >
                    {s.name}
                  </ExternalLink>
                </li>
              ))}
            </ul>
          </div>
          <FooterNav id="footer-resources" title={words.footerResources}>
            {footerResources.map((l) => (
              <li key={l.to}>
                <Link to={l.to} className={link}>
                  {l.label}
                </Link>
              </li>
            ))}
          </FooterNav>
          <FooterNav id="footer-developers" title={words.footerDevelopers}>
            <li>
              <ExternalLink href={apiDocsCard.to} className={link}>
                {words.footerApiDocs}
              </ExternalLink>
            </li>
          </FooterNav>
          <div>
            <h2 className={heading}>{words.footerContact}</h2>
            <ul className="mt-4 space-y-3 text-sm text-white/75">
              <ContactLine icon={Mail}>
                <span className="flex flex-col gap-1">
                  <a className={link} href={`mailto:${site.emails.info}`}>
                    {site.emails.info}
                  </a>
                  <a className={link} href={`mailto:${site.emails.support}`}>
                    {site.emails.support}
                  </a>
                </span>
              </ContactLine>
              <ContactLine icon={Phone}>
                <span className="flex flex-col gap-1">
                  {Object.values(site.phones).map((p) => (
                    <span key={p.tel}>
                      {p.label}:{" "}
                      <a className={link} href={`tel:${p.tel}`}>
                        {p.display}
                      </a>
                    </span>
                  ))}
                </span>
              </ContactLine>
              <ContactLine icon={Clock}>
                <span>{hoursTextOf(site)}</span>
              </ContactLine>
              <ContactLine icon={MapPin}>
                <address className="not-italic">{fullAddressOf(site)}</address>
              </ContactLine>
            </ul>
          </div>
        </div>
        <div
          className="mt-12 hidden border-t border-white/10 pt-8 lg:block"
          data-testid="trust-strip"
        >
          <TrustBadges onDark compact />
        </div>
        <div className="mt-10 flex flex-col gap-4 border-t border-white/10 pt-8 text-sm text-white/75 md:flex-row md:items-center md:justify-between">
          <p>{fillSlots(words.copyright, { year })}</p>
          <ul className="flex flex-wrap gap-x-6 gap-y-2">
            {footerBottomLinks.map((l) => (
              <li key={l.to}>
                <Link to={l.to} className={link}>
                  {l.label}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </Container>
    </footer>
  );
}

function FooterNav({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <nav aria-labelledby={id}>
      <h2 id={id} className={heading}>
        {title}
      </h2>
      <ul className="mt-4 space-y-3 text-sm">{children}</ul>
    </nav>
  );
}

function ContactLine({ icon: Icon, children }: { icon: LucideIcon; children: ReactNode }) {
  return (
    <li className="flex gap-3">
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-gold-300" />
      {children}
    </li>
  );
}
