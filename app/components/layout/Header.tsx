import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { Menu } from "lucide-react";
import { onDemand } from "#app/lib/on-demand.ts";
import { useContent } from "#app/content/use-content.ts";
import { whenIdle } from "#app/lib/when-idle.ts";
import { Container } from "../ui/Container.tsx";
import { DesktopNav } from "./DesktopNav.tsx";
import { HeaderActions } from "./HeaderActions.tsx";
import { Logo } from "./Logo.tsx";
import { MenuFallback, menuFallbackId } from "./MenuFallback.tsx";

// Not part of the page's first JavaScript: fetched once the page is idle where the menu
// button shows (below the lg breakpoint), or when the button is touched. Fetched only on
// the tap, the menu appeared 300–400 ms after it on a slow phone (docs/performance.md).
// Once here it is rendered closed (a hidden popover), so the tap only opens it.
const mobileMenu = onDemand(() => import("./MobileMenu.tsx"));
const menuButtonShows = "(width < 64rem)";

const menuButton =
  "inline-flex size-11 items-center justify-center rounded-full text-ink-900 hover:bg-surface lg:hidden";

// The same elements on every render: opening the phone menu re-renders the header inside the
// tap, and then React leaves the desktop navigation (hidden on a phone, but rendered), the
// actions, the logo and the icon alone instead of rendering them again.
const logo = <Logo />;
const desktopNav = <DesktopNav />;
const headerActions = <HeaderActions />;
const menuIcon = <Menu aria-hidden="true" className="size-6" />;

export function Header() {
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuWanted, setMenuWanted] = useState(false);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const menuLoaded = mobileMenu.useLoaded(menuWanted);
  const { words } = useContent("navigation");
  useEffect(() => {
    if (window.matchMedia(menuButtonShows).matches) return whenIdle(mobileMenu.preload);
  }, []);

  return (
    <>
      <header className="sticky top-0 z-40 border-b border-line/80 bg-white">
        <Container className="flex h-header items-center justify-between gap-6">
          <Link to="/" aria-label={words.homeLink} className="rounded-lg">
            {logo}
          </Link>
          <div className="hidden lg:block">{desktopNav}</div>
          <div className="hidden items-center gap-3 lg:flex">{headerActions}</div>
          {/* Until the scripts arrive the menu button is a link to the plain menu. */}
          <a
            href={`#${menuFallbackId}`}
            aria-label={words.openMenu}
            className={`${menuButton} [html[data-hydrated]_&]:hidden`}
          >
            {menuIcon}
          </a>
          <button
            ref={menuButtonRef}
            type="button"
            aria-label={words.openMenu}
            aria-haspopup="dialog"
            aria-expanded={menuOpen}
            onPointerEnter={mobileMenu.preload}
            onFocus={mobileMenu.preload}
            onClick={() => {
              setMenuWanted(true);
              setMenuOpen(true);
            }}
            className={`${menuButton} [html:not([data-hydrated])_&]:hidden`}
          >
            {menuIcon}
          </button>
        </Container>
        {menuLoaded && (
          <mobileMenu.Component
            open={menuOpen}
            onOpenChange={setMenuOpen}
            returnFocus={() => menuButtonRef.current}
          />
        )}
      </header>
      <MenuFallback />
    </>
  );
}
