import type { MouseEvent, RefObject } from "react";
import { useLocation } from "react-router";
import { CheckCircle2 } from "lucide-react";
import { isPlainClick } from "#app/lib/plain-click.ts";

export interface ConfirmationCopy {
  title: string;
  body: string;
  again: string;
}

/**
 * What stays where the form was once it is sent: the toast fades after five seconds, this
 * does not. A status region, present (empty) from the first render so that screen readers
 * announce what appears in it; it takes the focus when it fills.
 *
 * "Send another" brings the form back, empty. Without JavaScript it is a link that loads
 * the page afresh; with it, the same link shows the form in place.
 */
export function FormConfirmation({
  sent,
  copy,
  serverMessage,
  onAgain,
  confirmationRef,
}: {
  sent: boolean;
  copy: ConfirmationCopy;
  /** The server's own success text, shown without JavaScript, where no toast says it. */
  serverMessage?: string;
  onAgain: () => void;
  confirmationRef: RefObject<HTMLDivElement | null>;
}) {
  const { pathname } = useLocation();
  function again(event: MouseEvent<HTMLAnchorElement>) {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    onAgain();
  }
  return (
    <div
      ref={confirmationRef}
      role="status"
      tabIndex={-1}
      data-form-confirmation
      className="rounded-2xl outline-none focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-700"
    >
      {sent && (
        <div className="flex gap-4 rounded-2xl bg-brand-50 p-6 ring-1 ring-brand-100 sm:p-8">
          <CheckCircle2 aria-hidden="true" className="size-7 shrink-0 text-brand-700" />
          <div>
            {serverMessage && <p className="font-semibold text-brand-800">{serverMessage}</p>}
            <p className="text-lg font-semibold text-ink-900">{copy.title}</p>
            <p className="mt-2 leading-7 text-ink-700">{copy.body}</p>
            <a
              href={pathname}
              onClick={again}
              className="mt-5 inline-flex min-h-11 items-center justify-center rounded-full bg-white px-6 py-2.5 text-sm font-semibold text-ink-900 ring-1 ring-line ring-inset hover:bg-surface"
            >
              {copy.again}
            </a>
          </div>
        </div>
      )}
    </div>
  );
}
