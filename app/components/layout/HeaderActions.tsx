import { Link } from "react-router";
import { buttonBase, buttonClasses } from "../ui/ButtonLink";

/** Contact Us and Get Started: in the header, and at the top of both phone menus. */
export function HeaderActions({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <>
      <Link
        to="/contact-us"
        onClick={onNavigate}
        className={`${buttonBase} ${buttonClasses.secondary}`}
      >
        Contact Us
      </Link>
      <Link
        to="/get-started"
        onClick={onNavigate}
        className={`${buttonBase} ${buttonClasses.primary}`}
      >
        Get Started
      </Link>
    </>
  );
}
