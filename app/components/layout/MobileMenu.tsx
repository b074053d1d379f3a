import { useState } from "react";
import { Link } from "react-router";
import { ChevronDown, X } from "lucide-react";
import type { NavLink } from "#app/content/navigation.ts";
import { useContent } from "#app/content/use-content.ts";
import { ExternalNavLink } from "./ExternalNavLink.tsx";
import { preloadNewsletterDialog } from "../newsletter/NewsletterProvider.tsx";
import { HeaderActions } from "./HeaderActions.tsx";
import { Logo } from "./Logo.tsx";
import { ModalDialog } from "../modal/ModalDialog.tsx";
import { onPlainClick } from "#app/lib/plain-click.ts";
import { useMenuLinkProps } from "./useMenuLinkProps.ts";

type Section = "company" | "services" | "developers";

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The menu button, which has the focus again once the menu closes. */
  returnFocus: () => HTMLElement | null;
}

/**
 * Full-screen slide-in menu below the large breakpoint (docs/requirements.md §2.2), a ModalDialog: focus
 * stays inside, Escape closes it, the page behind is out of reach.
 */
export default function MobileMenu({ open, onOpenChange, returnFocus }: Props) {
  const [section, setSection] = useState<Section | null>(null);
  const linkProps = useMenuLinkProps("viewport");
  const { apiDocsCard, companyLinks, developerLinks, offerLinks, words } = useContent("navigation");
  const close = () => onOpenChange(false);

  const accordion = (key: Section, label: string, links: NavLink[]) => {
    const expanded = section === key;
    return (
      <li className="border-b border-line">
        <h3>
          <button
            type="button"
            aria-expanded={expanded}
            aria-controls={`mobile-section-${key}`}
            id={`mobile-trigger-${key}`}
            onClick={() => {
              // The Help Center link is one tap away: fetch the popup it opens.
              if (!expanded && links.some((l) => l.opensNewsletter)) preloadNewsletterDialog();
              setSection(expanded ? null : key);
            }}
            className="flex min-h-14 w-full items-center justify-between text-left text-base font-semibold text-ink-900"
          >
            {label}
            <ChevronDown
              aria-hidden="true"
              className={`size-5 transition-transform ${expanded ? "rotate-180" : ""}`}
            />
          </button>
        </h3>
        <div
          id={`mobile-section-${key}`}
          role="region"
          aria-labelledby={`mobile-trigger-${key}`}
          hidden={!expanded}
        >
          <ul className="pb-4">
            {links.map((link) => (
              <li key={link.label}>
                {link.external ? (
                  <ExternalNavLink link={link} className="py-3" />
                ) : (
                  <Link
                    {...linkProps(link, close)}
                    className="block rounded-lg px-3 py-3 hover:bg-surface"
                  >
                    <span className="block font-medium text-ink-900">{link.label}</span>
                    {link.description && (
                      <span className="block text-sm text-ink-600">{link.description}</span>
                    )}
                  </Link>
                )}
              </li>
            ))}
          </ul>
        </div>
      </li>
    );
  };

  return (
    <ModalDialog
      open={open}
      onClose={close}
      labelledBy="mobile-menu-title"
      returnFocus={returnFocus}
      className="flex size-full animate-slide-in flex-col overflow-y-auto overscroll-contain bg-white"
    >
      <div className="flex h-header items-center justify-between border-b border-line px-5">
        <Link to="/" onClick={onPlainClick(close)} aria-label={words.homeLink}>
          <Logo />
        </Link>
        <h2 id="mobile-menu-title" className="sr-only">
          {words.phoneMenuTitle}
        </h2>
        <button
          type="button"
          onClick={close}
          aria-label={words.closeMenu}
          className="inline-flex size-11 items-center justify-center rounded-full text-ink-800 hover:bg-surface"
        >
          <X aria-hidden="true" className="size-6" />
        </button>
      </div>
      <nav aria-label={words.phoneMenuLabel} className="flex-1 px-5 py-4">
        <div className="grid grid-cols-2 gap-3">
          <HeaderActions onNavigate={close} />
        </div>
        <ul className="mt-4">
          {accordion("company", words.phoneCompany, companyLinks)}
          {accordion("services", words.phoneServices, offerLinks)}
          {accordion("developers", words.phoneDevelopers, [apiDocsCard, ...developerLinks])}
        </ul>
      </nav>
    </ModalDialog>
  );
}
