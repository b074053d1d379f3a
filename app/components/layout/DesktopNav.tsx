import { memo, useCallback, useEffect, useRef, useState } from "react";
import type { KeyboardEvent as ReactKeyboardEvent, ReactNode } from "react";
import { Link } from "react-router";
import { ArrowRight, ArrowUpRight, BookOpen, ChevronDown } from "lucide-react";
import type { NavLink } from "#app/content/navigation.ts";
import { useContent } from "#app/content/use-content.ts";
import { ExternalLink } from "../ui/ExternalLink.tsx";
import { ExternalNavLink } from "./ExternalNavLink.tsx";
import { onPlainClick } from "#app/lib/plain-click.ts";
import { useMenuLinkProps } from "./useMenuLinkProps.ts";

type MenuKey = "company" | "offer" | "developers";

/** docs/requirements.md §9: a dropdown closes this long after the pointer leaves it. */
export const DROPDOWN_CLOSE_DELAY_MS = 200;

/**
 * The desktop header's three dropdowns, built on the disclosure navigation pattern:
 * hover or click opens, one at a time, outside click / Escape / pointer leave close.
 */
export function DesktopNav() {
  const { companyLinks, words } = useContent("navigation");
  const [open, setOpen] = useState<MenuKey | null>(null);
  const openedByHover = useRef(false);
  const closeTimer = useRef<number | undefined>(undefined);
  const navRef = useRef<HTMLElement>(null);
  const triggers = useRef<Partial<Record<MenuKey, HTMLButtonElement | null>>>({});

  const cancelClose = () => window.clearTimeout(closeTimer.current);
  const close = useCallback(() => {
    window.clearTimeout(closeTimer.current);
    setOpen(null);
  }, []);

  useEffect(() => {
    if (!open) return;
    function onPointerDown(event: PointerEvent) {
      if (!navRef.current?.contains(event.target as Node)) close();
    }
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [open, close]);

  useEffect(() => () => window.clearTimeout(closeTimer.current), []);

  function hoverOpen(key: MenuKey) {
    cancelClose();
    if (open !== key) openedByHover.current = true;
    setOpen(key);
  }
  function scheduleClose() {
    cancelClose();
    closeTimer.current = window.setTimeout(() => setOpen(null), DROPDOWN_CLOSE_DELAY_MS);
  }
  function toggle(key: MenuKey) {
    cancelClose();
    // A click right after a hover-open keeps the panel open instead of flicking it shut.
    if (open === key && !openedByHover.current) setOpen(null);
    else setOpen(key);
    openedByHover.current = false;
  }
  function onKeyDown(event: ReactKeyboardEvent) {
    if (event.key === "Escape" && open) {
      event.stopPropagation();
      const trigger = triggers.current[open];
      close();
      trigger?.focus();
    }
  }
  function onBlur(event: React.FocusEvent) {
    if (open && !navRef.current?.contains(event.relatedTarget as Node | null)) close();
  }

  const item = (key: MenuKey, label: string, panel: ReactNode) => (
    // Hover is a pointer convenience only; the button inside is the keyboard control.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <li
      data-nav-item
      className="relative"
      onMouseEnter={() => hoverOpen(key)}
      onMouseLeave={scheduleClose}
    >
      <button
        ref={(el) => {
          triggers.current[key] = el;
        }}
        type="button"
        aria-expanded={open === key}
        aria-controls={`nav-panel-${key}`}
        onClick={() => toggle(key)}
        className="inline-flex min-h-11 items-center gap-1 rounded-full px-4 text-sm font-semibold text-ink-800 hover:bg-surface aria-expanded:bg-surface aria-expanded:text-brand-700"
      >
        {label}
        <ChevronDown
          aria-hidden="true"
          className={`size-4 transition-transform ${open === key ? "rotate-180" : ""}`}
        />
      </button>
      {/* Closed panels are invisible rather than `hidden`: laid out with the page, so
          opening one only paints it instead of laying out its text inside the tap. */}
      <div
        id={`nav-panel-${key}`}
        data-nav-panel
        className={`absolute top-full left-1/2 z-40 -translate-x-1/2 pt-3 ${open === key ? "" : "invisible"}`}
      >
        <div
          className={`rounded-2xl bg-white p-3 shadow-xl ring-1 ring-line ${open === key ? "animate-fade-in" : ""}`}
        >
          {panel}
        </div>
      </div>
    </li>
  );

  return (
    // Escape and focus-leave are handled once for all the buttons and links inside.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <nav ref={navRef} aria-label={words.mainMenuLabel} onKeyDown={onKeyDown} onBlur={onBlur}>
      <ul className="flex items-center gap-1">
        {item("company", words.companyMenu, <LinkList links={companyLinks} onNavigate={close} />)}
        {item("offer", words.offerMenu, <OfferPanel onNavigate={close} />)}
        {item("developers", words.developersMenu, <DevelopersPanel />)}
      </ul>
    </nav>
  );
}

// The panels are memoised: opening one re-renders the buttons, not every panel's links.
const LinkList = memo(function LinkList({
  links,
  onNavigate,
}: {
  links: NavLink[];
  onNavigate: () => void;
}) {
  const linkProps = useMenuLinkProps("intent");
  return (
    <ul className="w-80">
      {links.map((link) => (
        <li key={link.to}>
          <Link
            {...linkProps(link, onNavigate)}
            className="block rounded-xl px-4 py-3 hover:bg-surface"
          >
            <span className="block text-sm font-semibold text-ink-900">{link.label}</span>
            {link.description && (
              <span className="mt-0.5 block text-sm text-ink-600">{link.description}</span>
            )}
          </Link>
        </li>
      ))}
    </ul>
  );
});

const OfferPanel = memo(function OfferPanel({ onNavigate }: { onNavigate: () => void }) {
  const { offerLinks, words } = useContent("navigation");
  return (
    // Wide enough for "Value Added Services (VAS)" on one line: wrapped, it pushed its
    // card's text and link out of line with the other two.
    <ul className="grid w-[50rem] grid-cols-3 gap-2">
      {offerLinks.map((link) => (
        <li key={link.to} className="flex flex-col rounded-xl bg-surface p-5">
          <span className="font-semibold whitespace-nowrap text-ink-900">{link.label}</span>
          <span className="mt-1 flex-1 text-sm text-ink-600">{link.description}</span>
          <Link
            to={link.to}
            onClick={onPlainClick(onNavigate)}
            className="mt-4 inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:text-brand-800"
          >
            {words.viewLink}
            <span className="sr-only"> {link.label}</span>
            {/* Our own page: the arrow of a link that stays, not the outward one. */}
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        </li>
      ))}
    </ul>
  );
});

// The docs card spans the top and the references sit below it in three columns: beside a
// six-row list, the card was stretched into a mostly empty dark block.
const DevelopersPanel = memo(function DevelopersPanel() {
  const { apiDocsCard, developerLinks, words } = useContent("navigation");
  return (
    <div className="w-[36rem]">
      <ExternalLink
        href={apiDocsCard.to}
        className="flex items-center gap-4 rounded-xl bg-ink-900 p-5 text-white hover:bg-ink-800"
      >
        <BookOpen aria-hidden="true" className="size-6 shrink-0 text-gold-300" />
        <span className="flex-1">
          <span className="block font-semibold">{apiDocsCard.label}</span>
          <span className="mt-1 block text-sm text-white/75">{apiDocsCard.description}</span>
        </span>
        <ArrowUpRight aria-hidden="true" className="size-5 shrink-0 text-gold-300" />
      </ExternalLink>
      <p className="px-3 pt-4 pb-1 text-xs font-semibold tracking-wider text-ink-600 uppercase">
        {words.apiReference}
      </p>
      <ul className="grid grid-cols-3 gap-x-2">
        {developerLinks.map((link) => (
          <li key={link.label}>
            <ExternalNavLink link={link} className="py-2 text-sm font-medium" />
          </li>
        ))}
      </ul>
    </div>
  );
});
