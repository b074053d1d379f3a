import { memo, useCallback } from "react";
import { Link } from "react-router";
import { ChevronDown, X } from "lucide-react";
import { useContent } from "#app/content/use-content.ts";
import { ExternalNavLink } from "./ExternalNavLink.tsx";
import { preloadNewsletterDialog } from "../newsletter/NewsletterProvider.tsx";
import { HeaderActions } from "./HeaderActions.tsx";
import { Logo } from "./Logo.tsx";
import { ModalDialog } from "../modal/ModalDialog.tsx";
import { Accordion } from "../ui/Accordion.tsx";
import { onPlainClick } from "#app/lib/plain-click.ts";
import { useMenuLinkProps } from "./useMenuLinkProps.ts";

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
  const close = useCallback(() => onOpenChange(false), [onOpenChange]);
  return (
    <ModalDialog
      open={open}
      onClose={close}
      labelledBy="mobile-menu-title"
      returnFocus={returnFocus}
      className="flex size-full animate-slide-in flex-col overflow-y-auto overscroll-contain bg-white"
    >
      <MenuContent close={close} />
    </ModalDialog>
  );
}

// The same elements on every render, turned by the section's open state.
const chevron = (
  <ChevronDown aria-hidden="true" className="size-5 group-data-[open=true]:rotate-180" />
);
const closeIcon = <X aria-hidden="true" className="size-6" />;

/**
 * What the menu shows. Rendered ahead of the tap that opens the menu and left alone by it
 * (memo: `close` does not change), and opening a section re-renders the section list alone
 * (Accordion keeps which one is open), not its thirty links.
 */
const MenuContent = memo(function MenuContent({ close }: { close: () => void }) {
  const linkProps = useMenuLinkProps("viewport");
  const { apiDocsCard, companyLinks, developerLinks, offerLinks, words } = useContent("navigation");
  const sections = [
    { id: "company", label: words.phoneCompany, links: companyLinks },
    { id: "services", label: words.phoneServices, links: offerLinks },
    { id: "developers", label: words.phoneDevelopers, links: [apiDocsCard, ...developerLinks] },
  ];

  return (
    <>
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
          {closeIcon}
        </button>
      </div>
      <nav aria-label={words.phoneMenuLabel} className="flex-1 px-5 py-4">
        <div className="grid grid-cols-2 gap-3">
          <HeaderActions onNavigate={close} />
        </div>
        <Accordion
          idPrefix="mobile"
          headingLevel={3}
          defaultOpenId={null}
          classes={{
            root: "mt-4",
            item: "border-b border-line",
            button:
              "flex min-h-14 w-full items-center justify-between text-left text-base font-semibold text-ink-900",
          }}
          indicator={chevron}
          onOpen={(id) => {
            // The Help Center link is one tap away: fetch the popup it opens.
            const opened = sections.find((section) => section.id === id);
            if (opened?.links.some((link) => link.opensNewsletter)) preloadNewsletterDialog();
          }}
          items={sections.map(({ id, label, links }) => ({
            id,
            header: label,
            panel: (
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
            ),
          }))}
        />
      </nav>
    </>
  );
});
