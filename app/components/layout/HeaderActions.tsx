import { Link } from "react-router";
import { useContent } from "#app/content/use-content.ts";
import { onPlainClick } from "#app/lib/plain-click.ts";
import { buttonBase, buttonClasses } from "../ui/ButtonLink.tsx";

/** Contact Us and Get Started: in the header, and at the top of both phone menus. */
export function HeaderActions({ onNavigate }: { onNavigate?: () => void }) {
  const { words } = useContent("navigation");
  return (
    <>
      <Link
        to="/contact-us"
        onClick={onPlainClick(onNavigate)}
        className={`${buttonBase} ${buttonClasses.secondary}`}
      >
        {words.contactButton}
      </Link>
      <Link
        to="/get-started"
        onClick={onPlainClick(onNavigate)}
        className={`${buttonBase} ${buttonClasses.primary}`}
      >
        {words.getStartedButton}
      </Link>
    </>
  );
}
