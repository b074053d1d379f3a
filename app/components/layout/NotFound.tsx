import { useNavigate } from "react-router";
import { Compass } from "lucide-react";
import { notFoundCopy } from "../../content/not-found";
import { buttonBase, buttonClasses } from "../ui/ButtonLink";
import { Container } from "../ui/Container";

/**
 * Spec §2.17: the message and a Go back button that returns to the previous page, whether
 * it was one of ours, another site (a search result) or a page before a typed address.
 * Only a tab opened on this page has no previous page: the button then leads home.
 */
export function NotFound() {
  const navigate = useNavigate();
  function goBack() {
    if (window.history.length > 1) window.history.back();
    else void navigate("/");
  }
  return (
    <Container className="py-24 text-center sm:py-32">
      <Compass aria-hidden="true" className="mx-auto size-14 text-brand-600" />
      <p className="mt-6 text-sm font-semibold tracking-wider text-brand-700 uppercase">
        {notFoundCopy.eyebrow}
      </p>
      <h1 className="mx-auto mt-3 max-w-2xl text-3xl font-bold tracking-tight text-ink-900 sm:text-4xl">
        {notFoundCopy.message}
      </h1>
      <div className="mt-10 flex justify-center gap-3">
        <button type="button" onClick={goBack} className={`${buttonBase} ${buttonClasses.primary}`}>
          {notFoundCopy.goBack}
        </button>
      </div>
    </Container>
  );
}
