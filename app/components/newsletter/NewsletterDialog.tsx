import { X } from "lucide-react";
import { useContent } from "#app/content/use-content.ts";
import { ModalDialog, pageHeading } from "../modal/ModalDialog.tsx";
import { NewsletterForm } from "./NewsletterForm.tsx";

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /**
   * Opened on arrival from a menu link (Help Center): that link is gone or belongs to the
   * page left behind, so closing focuses the new page's main heading instead.
   */
  openedOnArrival?: boolean;
}

const titleId = "newsletter-dialog-title";

/** The newsletter popup (docs/requirements.md §2.3): Escape, backdrop and close button close it. */
export default function NewsletterDialog({ open, onOpenChange, openedOnArrival }: Props) {
  const close = () => onOpenChange(false);
  const copy = useContent("newsletter").newsletterCopy;
  return (
    <ModalDialog
      open={open}
      onClose={close}
      labelledBy={titleId}
      returnFocus={openedOnArrival ? pageHeading : undefined}
      className="relative max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-popup overflow-y-auto overscroll-contain rounded-3xl bg-white shadow-2xl"
    >
      <div className="h-2 bg-gradient-to-r from-brand-600 via-brand-500 to-gold-400" />
      <div className="p-8 sm:p-12">
        <h2
          id={titleId}
          className="pr-8 text-2xl font-bold tracking-tight text-ink-900 sm:text-3xl"
        >
          {copy.heading}
        </h2>
        <p className="mt-3 text-ink-600">{copy.intro}</p>
        <div className="mt-6">
          <NewsletterForm source="popup" />
        </div>
      </div>
      <button
        type="button"
        onClick={close}
        className="absolute top-5 right-5 inline-flex size-11 items-center justify-center rounded-full text-ink-600 hover:bg-surface hover:text-ink-900"
        aria-label={copy.close}
      >
        <X aria-hidden="true" className="size-5" />
      </button>
    </ModalDialog>
  );
}
