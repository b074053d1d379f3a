import { useLayoutEffect } from "react";

// Open modals (a dialog can open over the phone menu): the page scrolls again after the last.
let openModals = 0;

/**
 * The backdrop of a modal dialog, which also stops the page behind it from scrolling, in
 * place of Radix's `Dialog.Overlay`. Radix locks scrolling by inserting a `<style>` element
 * and measuring the scrollbar, which makes the browser recompute the style of every element
 * of the page (about 55 ms on a slow phone, inside the tap that opens the dialog, and again
 * when it closes); an inline `overflow` on `<body>` recomputes that one element, and the
 * stable scrollbar gutter (app.css) keeps the page from shifting sideways. A pointer-down on
 * the backdrop is outside the dialog's content: Radix closes the dialog as before.
 */
export function ModalOverlay({ className, testId }: { className: string; testId?: string }) {
  useLayoutEffect(() => {
    if (openModals++ === 0) document.body.style.overflow = "hidden";
    return () => {
      if (--openModals === 0) document.body.style.overflow = "";
    };
  }, []);
  // Radix sets `pointer-events: none` on the body while a modal is open; the backdrop must
  // still receive the pointer-down that closes it.
  return <div data-testid={testId} className={className} style={{ pointerEvents: "auto" }} />;
}
