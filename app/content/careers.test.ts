import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { careersCopy, positionCountLabel } from "./careers.ts";
import { readOpenPositions } from "./positions.server.ts";

describe("careers content (docs/requirements.md §2.16)", () => {
  it("words the count in the singular and the plural", () => {
    expect(positionCountLabel(1, careersCopy)).toBe("1 position available");
    expect(positionCountLabel(2, careersCopy)).toBe("2 positions available");
    expect(positionCountLabel(12, careersCopy)).toBe("12 positions available");
    expect(positionCountLabel(0, careersCopy)).toBe("0 positions available");
  });

  it("ships no positions, so the page says so", async () => {
    expect(await readOpenPositions("content/careers")).toEqual([]);
    expect(careersCopy.noPositions).toBe("No available positions");
    expect(careersCopy.applyLine).toBe("NB : Interested applicants should submit their CV to");
  });

  it("keeps the hero's labels here, not in the route", () => {
    const route = readFileSync("app/routes/careers.tsx", "utf8");
    const labels = Object.values(careersCopy.glance).filter((v) => typeof v === "string");
    expect(labels).toContain("Where we work");
    for (const label of labels) expect(route).not.toContain(`"${label}"`);
    expect(route).not.toMatch(/label: ["`]/);
  });
});
