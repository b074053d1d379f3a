import { useNavigate } from "react-router";
import { Compass } from "lucide-react";
import { notFoundCopy } from "../../content/not-found";
import { buttonBase, buttonClasses } from "../ui/ButtonLink";
import { Container } from "../ui/Container";

/** Spec §2.17: the message and a Go back button (home when there is no history). */
export function NotFound() {
  const navigate = useNavigate();
  function goBack() {
    // history.state.idx counts in-app navigations; a full page load from one of our own
    // pages (a broken link) shows up as a same-origin referrer instead.
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    const cameFromThisSite =
      document.referrer !== "" && new URL(document.referrer).origin === window.location.origin;
    if (idx > 0) void navigate(-1);
    else if (cameFromThisSite) window.history.back();
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
