import { useLayoutEffect, useRef, type MouseEvent, type ReactNode } from "react";

// Open modals (the newsletter popup can open while the phone menu closes): the page scrolls
// again after the last one.
let openModals = 0;

function lockPageScroll(): () => void {
  // One element's inline style: `overflow` is not inherited, so the browser recomputes the
  // style of <html> alone; its stable scrollbar gutter (app/site.css) keeps the page from
  // shifting sideways.
  if (openModals++ === 0) document.documentElement.style.overflow = "hidden";
  return () => {
    if (--openModals === 0) document.documentElement.style.overflow = "";
  };
}

interface Props {
  open: boolean;
  /** Called when the visitor closes it: Escape, the backdrop, or `close` from a child. */
  onClose: () => void;
  /** The id of the heading that names the dialog. */
  labelledBy: string;
  /** The id of what describes it, if anything does. */
  describedBy?: string;
  /** The panel's classes; it is shown with `display: block` unless they say otherwise. */
  className: string;
  /** Where focus goes when it closes; by default the element that had it before it opened. */
  returnFocus?: () => HTMLElement | null | undefined;
  children: ReactNode;
}

/**
 * A modal dialog on the browser's own `<dialog>` and `showModal()`, in place of Radix's
 * Dialog, whose first render (portal, focus scope, dismissable layer, presence) cost
 * 150–250 ms on a slow phone inside the tap that opened it (docs/performance.md). The
 * browser puts the dialog in the top layer, makes the rest of the page inert (focus stays
 * inside, nothing behind it can be clicked or read by a screen reader), moves focus into it,
 * closes it on Escape and hands focus back when it closes. The overlay is its `::backdrop`
 * (style it with Tailwind's `backdrop:` variant); a click on the backdrop closes it.
 *
 * It renders a closed `<dialog>`, which the browser does not show, on the server and in the
 * first render alike (no hydration mismatch); `open` only drives `showModal()`/`close()`.
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
  const ref = useRef<HTMLDialogElement>(null);
  // The latest callbacks, for the effect below, which runs only when `open` changes.
  const latest = useRef({ onClose, returnFocus });
  useLayoutEffect(() => {
    latest.current = { onClose, returnFocus };
  });

  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!open || !dialog) return;
    dialog.showModal();
    const unlock = lockPageScroll();
    return () => {
      unlock();
      // Closed by the browser already (Escape), or unmounted while open.
      if (dialog.open) dialog.close();
      latest.current.returnFocus?.()?.focus();
    };
  }, [open]);

  const closeOnBackdrop = (event: MouseEvent<HTMLDialogElement>) => {
    // A click on the backdrop is dispatched to the dialog itself, outside its box; a click
    // in the panel's padding targets the dialog too, but lands inside the box.
    if (event.target !== event.currentTarget) return;
    const box = event.currentTarget.getBoundingClientRect();
    const inside =
      event.clientX >= box.left &&
      event.clientX <= box.right &&
      event.clientY >= box.top &&
      event.clientY <= box.bottom;
    if (!inside) onClose();
  };

  return (
    // The backdrop click is the pointer's way out; the keyboard's is Escape, which the
    // browser handles (and the close button).
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={ref}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      className={className}
      // The browser closed it (Escape): tell the owner. The event comes a task later; a
      // dialog opened again by then is not closed.
      onClose={(event) => {
        if (!event.currentTarget.open) onClose();
      }}
      onClick={closeOnBackdrop}
    >
      {children}
    </dialog>
  );
}
