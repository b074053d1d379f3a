import * as Dialog from "@radix-ui/react-dialog";
import { X } from "lucide-react";
import { newsletterCopy as copy } from "../../content/newsletter";
import { ModalOverlay } from "../ui/ModalOverlay";
import { NewsletterForm } from "./NewsletterForm";

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The newsletter popup (spec §2.3): Escape, backdrop and close button close it. */
export default function NewsletterDialog({ open, onOpenChange }: Props) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <ModalOverlay
          testId="newsletter-backdrop"
          className="fixed inset-0 z-50 animate-fade-in bg-ink-950/70"
        />
        <Dialog.Content
          className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-popup -translate-x-1/2 -translate-y-1/2 animate-fade-in overflow-hidden rounded-3xl bg-white shadow-2xl"
          aria-describedby={undefined}
        >
          <div className="h-2 bg-gradient-to-r from-brand-600 via-brand-500 to-gold-400" />
          <div className="p-8 sm:p-12">
            <Dialog.Title className="pr-8 text-2xl font-bold tracking-tight text-ink-900 sm:text-3xl">
              {copy.heading}
            </Dialog.Title>
            <p className="mt-3 text-ink-600">{copy.intro}</p>
            <div className="mt-6">
              <NewsletterForm source="popup" />
            </div>
          </div>
          <Dialog.Close
            className="absolute top-5 right-5 inline-flex size-11 items-center justify-center rounded-full text-ink-600 hover:bg-surface hover:text-ink-900"
            aria-label={copy.close}
          >
            <X aria-hidden="true" className="size-5" />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
