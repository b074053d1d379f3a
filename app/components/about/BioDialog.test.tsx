import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { leadershipSection, type TeamMember } from "#app/content/about.ts";
import BioDialog from "./BioDialog.tsx";

afterEach(cleanup);

const member = (bio: string): TeamMember => ({
  id: "ama-mensah",
  name: "Ama Mensah",
  role: "Head of Operations",
  imageUrl: "/images/team/ama-mensah.svg",
  bio,
});

// Rendered closed: jsdom has no popovers; the browser's part (opening, focus, Escape) is
// driven in tests/e2e/content-pages.spec.ts.
const show = (bio: string) => {
  render(
    <BioDialog
      member={member(bio)}
      copy={leadershipSection}
      open={false}
      onOpenChange={() => {}}
      returnFocus={() => null}
    />,
  );
  // Closed, it has no accessible name for the query to match: check what names it instead.
  const dialog = screen.getByRole("dialog", { hidden: true });
  const title = document.getElementById(dialog.getAttribute("aria-labelledby")!);
  expect(title?.textContent).toBe("Ama Mensah");
  return within(dialog).getByTestId("bio");
};

describe("BioDialog (docs/requirements.md §2.7)", () => {
  it("says 'No biography available.' when the biography is empty", () => {
    expect(show("").textContent).toBe(leadershipSection.noBio);
    expect(leadershipSection.noBio).toBe("No biography available.");
  });

  it("treats a biography of blank lines as empty", () => {
    expect(show("  \n\n  ").textContent).toBe("No biography available.");
  });

  it("shows a biography's paragraphs and no fallback", () => {
    const bio = show("Ama runs operations.\n\nShe joined in 2019.");
    expect([...bio.querySelectorAll("p")].map((p) => p.textContent)).toEqual([
      "Ama runs operations.",
      "She joined in 2019.",
    ]);
    expect(bio.textContent).not.toContain(leadershipSection.noBio);
  });
});
