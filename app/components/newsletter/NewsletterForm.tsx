import { useId, useLayoutEffect, useRef, useState } from "react";
import type { FormEvent } from "react";
import { CheckCircle2 } from "lucide-react";
import { useLocation } from "react-router";
import { utmQueryOf } from "#app/lib/forms/utm-query.ts";
import { useContent } from "#app/content/use-content.ts";
import { useLeadSender } from "#app/lib/forms/send-lead.ts";
import { Honeypot } from "../forms/Honeypot.tsx";
import { valuesTypedEarly } from "#app/lib/forms/typed-early.ts";
import { useNewsletter } from "./NewsletterProvider.tsx";

interface Props {
  /** Which page or widget the sign-up came from; stored with the subscription. */
  source: string;
  onDark?: boolean;
  /** On the page answering a form posted without JavaScript: what was typed … */
  initialEmail?: string;
  /** … and the server-signed token that lets it be sent once more. */
  formToken?: string;
}

/**
 * The newsletter sign-up used by the popup and the page blocks. Without JavaScript it
 * posts to /newsletter, which answers with the same thank-you or error. Once the visitor
 * subscribed in any of them, all show the thank-you view for the rest of the visit.
 *
 * The address is checked by the browser (docs/requirements.md §5: `required`, `type="email"`, its own
 * message), with or without JavaScript; the server checks again and its answer shows inline.
 */
export function NewsletterForm({ source, onDark, initialEmail = "", formToken }: Props) {
  const id = useId();
  const { search } = useLocation();
  const copy = useContent("newsletter").newsletterCopy;
  const { subscription, markSubscribed } = useNewsletter();
  const [email, setEmail] = useState(initialEmail);
  const formRef = useRef<HTMLFormElement>(null);
  const send = useLeadSender(formRef, "subscribe", formToken);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  // An address typed before the scripts arrived (see valuesTypedEarly).
  useLayoutEffect(() => {
    const typed = formRef.current && valuesTypedEarly(formRef.current, { email: "" });
    if (typed?.email) setEmail(typed.email);
  }, []);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    setPending(true);
    const result = await send({ email, source });
    setPending(false);
    if (result.ok) {
      setEmail("");
      setError(null);
      markSubscribed();
    } else {
      setError(result.errors.email ?? result.message ?? copy.failure);
    }
  }

  if (subscription !== "none") {
    const thanks =
      subscription === "confirmed"
        ? { title: copy.confirmedTitle, body: copy.confirmedBody }
        : { title: copy.thanksTitle, body: copy.thanksBody };
    return (
      <div role="status" className="flex items-start gap-3">
        <CheckCircle2 aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-brand-500" />
        <div>
          <p className={`text-lg font-semibold ${onDark ? "text-white" : "text-ink-900"}`}>
            {thanks.title}
          </p>
          <p className={onDark ? "text-white/80" : "text-ink-600"}>{thanks.body}</p>
        </div>
      </div>
    );
  }

  const errorId = `${id}-error`;
  return (
    <form
      ref={formRef}
      method="post"
      // The page's campaign goes with a post made without JavaScript (a page rendered per
      // request, such as /newsletter, knows its address; a prerendered one cannot).
      action={`/newsletter${utmQueryOf(search)}`}
      onSubmit={onSubmit}
      className="relative w-full"
    >
      <input type="hidden" name="source" value={source} />
      <Honeypot id={`${id}-website`} formToken={formToken} />
      <div className="flex flex-col gap-3 sm:flex-row">
        <label htmlFor={`${id}-email`} className="sr-only">
          {copy.label}
        </label>
        <input
          id={`${id}-email`}
          name="email"
          type="email"
          required
          autoComplete="email"
          placeholder={copy.placeholder}
          value={email}
          onChange={(e) => {
            setEmail(e.target.value);
            setError(null);
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="min-h-12 w-full flex-1 rounded-full border border-line bg-white px-5 text-base text-ink-900 placeholder:text-ink-500 focus:border-brand-600"
        />
        <button
          type="submit"
          disabled={pending}
          aria-disabled={pending}
          className="min-h-12 rounded-full bg-brand-700 px-7 font-semibold text-white transition-colors hover:bg-brand-800 disabled:opacity-70"
        >
          {pending ? copy.pending : copy.submit}
        </button>
      </div>
      {error && (
        <p
          id={errorId}
          role="alert"
          className={`mt-2 text-sm font-medium ${onDark ? "text-gold-300" : "text-red-700"}`}
        >
          {error}
        </p>
      )}
    </form>
  );
}
