import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { careersCopy } from "#app/content/careers.ts";
import type { JobPosition } from "#app/content/job-positions.ts";
import { readOpenPositions } from "#app/content/positions.server.ts";
import { nextOpenId } from "../ui/Accordion.tsx";
import { OpenPositions } from "./OpenPositions.tsx";

afterEach(cleanup);

// The position files an editor would write, read by the build's own loader.
let one: JobPosition[];
let three: JobPosition[];
beforeAll(async () => {
  one = await readOpenPositions("tests/fixtures/careers/one", "2026-11-24");
  three = await readOpenPositions("tests/fixtures/careers/three", "2026-11-24");
});

const buttons = () => screen.getAllByRole("button");
const panelOf = (button: HTMLElement) =>
  document.getElementById(button.getAttribute("aria-controls") ?? "") as HTMLElement;

describe("nextOpenId (docs/requirements.md §4)", () => {
  it("opens the clicked item and closes the open one when clicked again", () => {
    expect(nextOpenId(null, "a")).toBe("a");
    expect(nextOpenId("a", "b")).toBe("b");
    expect(nextOpenId("a", "a")).toBeNull();
  });
});

describe("OpenPositions (docs/requirements.md §2.16)", () => {
  it("says 'No available positions' when the list is empty", () => {
    render(<OpenPositions positions={[]} copy={careersCopy} />);
    expect(screen.getByText("No available positions")).toBeTruthy();
    expect(screen.queryByRole("button")).toBeNull();
    expect(screen.queryByText(/positions? available$/)).toBeNull();
  });

  it("counts one position in the singular", () => {
    render(<OpenPositions positions={one} copy={careersCopy} />);
    expect(screen.getByText("1 position available")).toBeTruthy();
  });

  it("counts several positions in the plural and shows every field of each card", () => {
    const jobs = three;
    render(<OpenPositions positions={jobs} copy={careersCopy} />);
    expect(screen.getByText("3 positions available")).toBeTruthy();
    for (const job of jobs) {
      const heading = screen.getByRole("heading", { level: 3, name: new RegExp(job.title) });
      const button = within(heading).getByRole("button");
      for (const text of [job.category, job.title, job.company, job.location, job.workType]) {
        expect(button.textContent).toContain(text);
      }
    }
  });

  it("opens the first card initially and keeps one open at a time; the open one closes on click", () => {
    render(<OpenPositions positions={three} copy={careersCopy} />);
    const [first, second, third] = buttons() as [HTMLElement, HTMLElement, HTMLElement];
    const expanded = () => buttons().map((b) => b.getAttribute("aria-expanded"));

    expect(expanded()).toEqual(["true", "false", "false"]);
    expect(panelOf(first).hidden).toBe(false);
    expect(panelOf(second).hidden).toBe(true);

    fireEvent.click(second);
    expect(expanded()).toEqual(["false", "true", "false"]);
    expect(panelOf(first).hidden).toBe(true);
    expect(panelOf(second).hidden).toBe(false);

    fireEvent.click(third);
    expect(expanded()).toEqual(["false", "false", "true"]);

    fireEvent.click(third);
    expect(expanded()).toEqual(["false", "false", "false"]);
    expect(panelOf(third).hidden).toBe(true);
  });

  it("labels each panel by its button and ends it with the application mailto", () => {
    render(<OpenPositions positions={one} copy={careersCopy} />);
    const [button] = buttons() as [HTMLElement];
    const panel = panelOf(button);
    expect(panel.getAttribute("role")).toBe("region");
    expect(panel.getAttribute("aria-labelledby")).toBe(button.id);
    // The Markdown body, as paragraphs, a bold lead-in and a list.
    expect(within(panel).getByText(/You will build and run the services/).tagName).toBe("P");
    expect(within(panel).getByText("What you will do").tagName).toBe("STRONG");
    expect(within(panel).getAllByRole("listitem").length).toBe(4);
    expect(panel.textContent).toContain(
      "NB : Interested applicants should submit their CV to careers@nkabompay.com.gh",
    );
    const mail = within(panel).getByRole("link", { name: "careers@nkabompay.com.gh" });
    expect(mail.getAttribute("href")).toMatch(/^mailto:careers@nkabompay\.com\.gh\?subject=/);
  });

  it("moves focus between the card buttons with the arrow, Home and End keys", () => {
    render(<OpenPositions positions={three} copy={careersCopy} />);
    const [first, second, third] = buttons() as [HTMLElement, HTMLElement, HTMLElement];
    first.focus();
    fireEvent.keyDown(first, { key: "ArrowDown" });
    expect(document.activeElement).toBe(second);
    fireEvent.keyDown(second, { key: "End" });
    expect(document.activeElement).toBe(third);
    fireEvent.keyDown(third, { key: "ArrowDown" });
    expect(document.activeElement).toBe(first);
    fireEvent.keyDown(first, { key: "ArrowUp" });
    expect(document.activeElement).toBe(third);
    fireEvent.keyDown(third, { key: "Home" });
    expect(document.activeElement).toBe(first);
  });
});
