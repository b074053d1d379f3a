import { describe, expect, it } from "vitest";
import { demoProducts } from "../lib/forms/demo-products.ts";
import { demoFor, demoPaths, demos } from "./demos.ts";

describe("demo pages (docs/requirements.md §2.14)", () => {
  it("has one entry per route, each for a distinct product the forms accept", () => {
    expect(Object.keys(demos).sort()).toEqual([...demoPaths].sort());
    const products = demoPaths.map((p) => demoFor(p).product);
    expect(new Set(products).size).toBe(5);
    for (const product of products) expect(demoProducts).toContain(product);
  });

  it.each(demoPaths)("%s has its own heading, intro, agenda and duration", (path) => {
    const entry = demoFor(path);
    expect(entry.title.length).toBeGreaterThan(10);
    expect(entry.intro.length).toBeGreaterThan(80);
    expect(entry.agenda.length).toBeGreaterThanOrEqual(4);
    expect(entry.duration).toMatch(/minutes/);
  });
});
