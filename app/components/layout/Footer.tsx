import { Link } from "react-router";
import { Clock, Mail, MapPin, Phone } from "lucide-react";
import { fullAddress, site } from "../../config/site";
import { useCopyrightYear } from "../../lib/copyright-year";
import { apiDocsCard, footerBottomLinks, footerResources } from "../../content/navigation";
import { Container } from "../ui/Container";
import { ExternalLink } from "../ui/ExternalLink";
import { TrustBadges } from "../ui/TrustBadges";
import { Logo } from "./Logo";

const heading = "text-sm font-semibold tracking-wider text-white uppercase";
const link = "text-white/75 hover:text-white hover:underline underline-offset-4";

export function Footer() {
  const year = useCopyrightYear();
  return (
    <footer className="bg-ink-950 text-white">
      <Container className="py-14 lg:py-16">
        <div className="grid gap-10 md:grid-cols-2 lg:grid-cols-[1.3fr_1fr_0.8fr_1.4fr]">
          <div>
            <Link to="/" aria-label={`${site.name} home`} className="inline-block">
              <Logo onDark />
            </Link>
            <p className="mt-4 text-lg font-semibold text-gold-300">{site.tagline}</p>
            <p className="mt-2 max-w-xs text-sm leading-6 text-white/75">{site.licence}.</p>
            {/* Two by two, equal widths: a row of four does not fit the column's width. */}
            <ul className="mt-6 grid max-w-xs grid-cols-2 gap-2" aria-label="Social media">
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
          <nav aria-labelledby="footer-resources">
            <h2 id="footer-resources" className={heading}>
              Resources
            </h2>
            <ul className="mt-4 space-y-3 text-sm">
              {footerResources.map((l) => (
                <li key={l.to}>
                  <Link to={l.to} className={link}>
                    {l.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <nav aria-labelledby="footer-developers">
            <h2 id="footer-developers" className={heading}>
              Developers
            </h2>
            <ul className="mt-4 space-y-3 text-sm">
              <li>
                <ExternalLink href={apiDocsCard.to} className={link}>
                  API Documentation
                </ExternalLink>
              </li>
            </ul>
          </nav>
          <div>
            <h2 className={heading}>Contact</h2>
            <ul className="mt-4 space-y-3 text-sm text-white/75">
              <li className="flex gap-3">
                <Mail aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-gold-300" />
                <span className="flex flex-col gap-1">
                  <a className={link} href={`mailto:${site.emails.info}`}>
                    {site.emails.info}
                  </a>
                  <a className={link} href={`mailto:${site.emails.support}`}>
                    {site.emails.support}
                  </a>
                </span>
              </li>
              <li className="flex gap-3">
                <Phone aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-gold-300" />
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
              </li>
              <li className="flex gap-3">
                <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-gold-300" />
                <span>
                  {site.hours.days}, {site.hours.open} – {site.hours.close} {site.hours.timezone}
                </span>
              </li>
              <li className="flex gap-3">
                <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-gold-300" />
                <address className="not-italic">{fullAddress()}</address>
              </li>
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
          <p>
            © {year} {site.legalName}. All rights reserved.
          </p>
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
