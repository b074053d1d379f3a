import { createFocusTrap } from "focus-trap";
import { useLayoutEffect, useRef, type ReactNode } from "react";
import { afterNextPaint } from "#app/lib/after-paint.ts";

// The open overlays, the last on top (the newsletter popup can open while the phone menu
// closes): Escape closes the top one, and the page scrolls again after the last one.
const openLayers: HTMLElement[] = [];

function lockPageScroll(layer: HTMLElement): () => void {
  openLayers.push(layer);
  // One element's inline style: `overflow` is not inherited, so the browser recomputes the
  // style of <html> alone; its stable scrollbar gutter (app/site.css) keeps the page from
  // shifting sideways. It is set after the overlay's first paint: the page behind is
  // rastered again when its overflow changes (20–35 ms at 1440 in a slow phone's raster),
  // and the frame that shows the dialog need not wait for that.
  const cancel = afterNextPaint(() => {
    document.documentElement.style.overflow = "hidden";
  });
  return () => {
    cancel();
    openLayers.splice(openLayers.indexOf(layer), 1);
    if (openLayers.length === 0) document.documentElement.style.overflow = "";
  };
}

/**
 * Where focus goes back to: the element asked for, unless it left the page (the Help Center
 * link that opened the popup went with the navigation) or is the body, where a keyboard or
 * screen reader user would start again from the top. Then the page's main heading, so they
 * land at the start of the page they are on.
 */
function returnTarget(wanted: HTMLElement | SVGElement | null | undefined) {
  if (wanted instanceof HTMLElement && wanted.isConnected && wanted !== document.body) {
    return wanted;
  }
  return pageHeading() ?? wanted ?? false;
}

/** The page's main heading, made focusable by script (it is no control of its own). */
export function pageHeading(): HTMLElement | null {
  const heading = document.querySelector<HTMLElement>("main h1");
  if (heading && !heading.hasAttribute("tabindex")) heading.tabIndex = -1;
  return heading;
}

interface Props {
  open: boolean;
  /** Called when the visitor closes it: Escape, a press on the overlay, or a close button. */
  onClose: () => void;
  /** The id of the heading that names the dialog. */
  labelledBy: string;
  /** The id of what describes it, if anything does. */
  describedBy?: string;
  /** The panel's classes: its size, look and layout; the overlay centres it. */
  className: string;
  /** Where focus goes when it closes; by default the element that had it before it opened. */
  returnFocus?: () => HTMLElement | null | undefined;
  children: ReactNode;
}

// Covers the viewport above the page (the top layer) and dims it; a press on it, outside the
// panel, closes the dialog. A popover's own `::backdrop` lets presses through to the page.
// `overscroll-behavior` keeps a scroll inside from scrolling the page behind.
// Positioned and hidden by its own classes too, for browsers without popovers (below).
const overlay =
  "fixed inset-0 z-50 hidden size-full animate-fade-in items-center justify-center overflow-hidden overscroll-contain bg-ink-950/70 text-inherit open:flex data-open:flex";

// Safari 16.4–16.7 (the iPhones that stop at iOS 16) and Chrome 111–113 run the site but
// have no popovers: there the overlay is a plain fixed layer above the header, shown by an
// attribute. Only the top layer is lost; focus, Escape and the overlay work the same.
function show(layer: HTMLElement): () => void {
  if (typeof layer.showPopover === "function") {
    layer.showPopover();
    return () => layer.hidePopover();
  }
  layer.removeAttribute("popover");
  layer.dataset.open = "";
  return () => delete layer.dataset.open;
}

/**
 * A modal dialog: a full-viewport overlay shown as a manual popover (the browser puts it in
 * the top layer, above the page and its sticky header) holding a `role="dialog"` panel.
 * Escape and a press on the overlay close it; focus-trap keeps the keyboard inside and hands
 * focus back when it closes; `aria-modal` and `aria-hidden` on the rest of the page keep
 * screen readers inside.
 *
 * Not `<dialog>` with `showModal()`: Chromium makes the rest of the page inert through
 * style, so opening and closing a native modal recomputes the style of every element on the
 * page, 40–60 ms of a slow phone's tap on our longer pages (docs/decisions/022). A popover
 * changes the style of the overlay alone.
 *
 * It renders a closed overlay, which the browser does not show, on the server and in the
 * first render alike (no hydration mismatch); `open` only drives showing and hiding it.
 *
 * Not in components/ui: that folder goes into the chunk every page loads (vite.config.ts),
 * and only the dialogs, each loaded on demand, use this.
 */
export function ModalDialog({
  open,
  onClose,
  labelledBy,
  describedBy,
  className,
  returnFocus,
  children,
}: Props) {
  const ref = useRef<HTMLDivElement>(null);
  // The latest callbacks, for the effect below, which runs only when `open` changes.
  const latest = useRef({ onClose, returnFocus });
  useLayoutEffect(() => {
    latest.current = { onClose, returnFocus };
  });

  useLayoutEffect(() => {
    const layer = ref.current;
    if (!open || !layer) return;
    const hide = show(layer);
    const unlock = lockPageScroll(layer);
    // Escape is heard from the first moment, before the trap below is set up.
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== "Escape" || openLayers.at(-1) !== layer) return;
      event.preventDefault();
      latest.current.onClose();
    };
    document.addEventListener("keydown", closeOnEscape);
    const trap = createFocusTrap(layer, {
      escapeDeactivates: false,
      // Without a control inside (never so far), the panel itself takes the focus.
      fallbackFocus: () => layer.querySelector<HTMLElement>("[role=dialog]") ?? layer,
      setReturnFocus: (before) => returnTarget(latest.current.returnFocus?.() ?? before),
      // Screen readers that ignore aria-modal do not read the page behind either.
      isolateSubtrees: "aria-hidden",
    });
    // Setting the trap up (finding the panel's controls, moving focus in) takes 25–35 ms on
    // a slow phone: it starts once the panel is on screen, not inside the tap that opens it.
    const cancel = afterNextPaint(() => trap.activate());
    return () => {
      cancel();
      document.removeEventListener("keydown", closeOnEscape);
      trap.deactivate();
      hide();
      unlock();
    };
  }, [open]);

  return (
    // The overlay press is the pointer's way out; the keyboard's is Escape (and the close
    // button).
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
    <div
      ref={ref}
      popover="manual"
      className={overlay}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div
        role="dialog"
        aria-modal="true"
        aria-labelledby={labelledBy}
        aria-describedby={describedBy}
        tabIndex={-1}
        className={className}
      >
        {children}
      </div>
    </div>
  );
}
