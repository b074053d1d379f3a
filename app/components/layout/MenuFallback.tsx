import { Link } from "react-router";
import { X } from "lucide-react";
import type { NavLink } from "#app/content/navigation.ts";
import { useContent } from "#app/content/use-content.ts";
import { ExternalNavLink } from "./ExternalNavLink.tsx";
import { HeaderActions } from "./HeaderActions.tsx";
import { Logo } from "./Logo.tsx";

/** Where the phone's menu button points until the scripts arrive (see MenuFallback). */
export const menuFallbackId = "menu";

// Shown only while it is the URL's #target, never on large screens, never once hydrated.
const visibility = "hidden target:flex lg:hidden! [html[data-hydrated]_&]:hidden!";

/**
 * The phone menu before the page's scripts arrive, and without JavaScript: the menu button
 * is then a link to this list, which opens with :target. Once React owns the page, CSS
 * hides both and the real menu (MobileMenu) takes over. Same content, as plain lists.
 */
export function MenuFallback() {
  const { apiDocsCard, companyLinks, developerLinks, offerLinks, words } = useContent("navigation");
  const section = (title: string, links: NavLink[]) => (
    <section aria-label={title} className="mt-6">
      <h2 className="px-3 text-sm font-semibold tracking-wider text-ink-600 uppercase">{title}</h2>
      <ul className="mt-2">
        {links.map((link) => (
          <li key={link.label}>
            {link.external ? (
              <ExternalNavLink link={link} className="py-3" />
            ) : (
              <Link
                to={link.to}
                className="block rounded-lg px-3 py-3 font-medium text-ink-900 hover:bg-surface"
              >
                {link.label}
              </Link>
            )}
          </li>
        ))}
      </ul>
    </section>
  );

  return (
    <nav
      id={menuFallbackId}
      aria-label={words.phoneMenuTitle}
      className={`${visibility} fixed inset-0 z-50 flex-col overflow-y-auto bg-white px-5 pb-8`}
    >
      <div className="flex h-header shrink-0 items-center justify-between border-b border-line">
        <Link to="/" aria-label={words.homeLink}>
          <Logo />
        </Link>
        <a
          href="#main"
          aria-label={words.closeMenu}
          className="inline-flex size-11 items-center justify-center rounded-full text-ink-800 hover:bg-surface"
        >
          <X aria-hidden="true" className="size-6" />
        </a>
      </div>
      <div className="mt-4 grid grid-cols-2 gap-3">
        <HeaderActions />
      </div>
      {section(words.phoneCompany, companyLinks)}
      {section(words.phoneServices, offerLinks)}
      {section(words.phoneDevelopers, [apiDocsCard, ...developerLinks])}
    </nav>
  );
}
