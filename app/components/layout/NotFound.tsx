import { Link, useNavigate } from "react-router";
import { Compass } from "lucide-react";
import { useContent } from "#app/content/use-content.ts";
import { buttonBase, buttonClasses } from "../ui/ButtonLink.tsx";
import { Container } from "../ui/Container.tsx";

/** How long Go back waits for a traversal to start before it leads home instead. */
const BACK_FALLBACK_MS = 1500;

/**
 * docs/requirements.md §2.17: the message and a Go back button that returns to the previous page, whether
 * it was one of ours, another site (a search result) or a page before a typed address.
 * A tab opened on this page has no previous page, even when it has pages ahead (the visitor
 * went on and came back): the button then leads home.
 */
export function NotFound() {
  const navigate = useNavigate();
  const notFoundCopy = useContent("notFound");
  function goHome() {
    void navigate("/");
  }
  function goBack() {
    // history.length counts entries ahead too. The Navigation API knows our own entries
    // exactly; only entries of other sites are hidden from it (and all of them from
    // browsers without it).
    const navigation = "navigation" in window ? window.navigation : undefined;
    if (navigation?.canGoBack) return window.history.back();
    const otherEntries = navigation
      ? window.history.length > navigation.entries().length
      : window.history.length > 1;
    if (!otherEntries) return goHome();
    // Another site's entry may lie behind or ahead: try, and lead home if the page stays.
    const fallback = window.setTimeout(goHome, BACK_FALLBACK_MS);
    const cancel = () => window.clearTimeout(fallback);
    window.addEventListener("pagehide", cancel, { once: true });
    window.addEventListener("popstate", cancel, { once: true });
    window.history.back();
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
      <div className="mt-10 flex flex-wrap justify-center gap-3">
        <button type="button" onClick={goBack} className={`${buttonBase} ${buttonClasses.primary}`}>
          {notFoundCopy.goBack}
        </button>
        <Link to="/" className={`${buttonBase} ${buttonClasses.secondary}`}>
          {notFoundCopy.home}
        </Link>
      </div>
      {/* Styled as the header's menu links (DesktopNav): the same look, and the same class
          strings, which cost the page's shared script next to nothing. */}
      <nav aria-label={notFoundCopy.destinationsHeading} className="mx-auto mt-16 max-w-3xl">
        <p className="text-sm font-semibold tracking-wider text-ink-600 uppercase">
          {notFoundCopy.destinationsHeading}
        </p>
        <ul className="mt-6 grid gap-3 text-left sm:grid-cols-2">
          {notFoundCopy.destinations.map((link) => (
            <li key={link.to}>
              <Link
                to={link.to}
                className="block h-full rounded-xl px-4 py-3 ring-1 ring-line hover:bg-surface"
              >
                <span className="block text-sm font-semibold text-ink-900">{link.label}</span>
                {link.description && (
                  <span className="mt-0.5 block text-sm text-ink-600">{link.description}</span>
                )}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </Container>
  );
}
