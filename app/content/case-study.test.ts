import { readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { caseStudy } from "./case-study.ts";

const pdfPath = path.join(process.cwd(), "public", caseStudy.brochure.href);

describe("case study (docs/requirements.md §2.11)", () => {
  it("has highlights, challenges, solutions and benefits", () => {
    expect(caseStudy.highlights.length).toBe(4);
    expect(caseStudy.challenges.length).toBeGreaterThanOrEqual(3);
    expect(caseStudy.solutions.length).toBeGreaterThanOrEqual(3);
    expect(caseStudy.benefits.length).toBeGreaterThanOrEqual(3);
    expect(caseStudy.title).toContain("Ashanti Region");
  });

  it("links a real PDF brochure whose advertised size is true", () => {
    const bytes = readFileSync(pdfPath);
    expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    expect(bytes.subarray(-1024).toString("latin1")).toContain("%%EOF");
    const pages = bytes.toString("latin1").match(/\/Type\s*\/Page[^s]/g) ?? [];
    expect(pages.length).toBe(caseStudy.brochure.pages);
    const kb = statSync(pdfPath).size / 1024;
    expect(Math.abs(kb - caseStudy.brochure.sizeKb)).toBeLessThan(caseStudy.brochure.sizeKb * 0.1);
  });

  it("embeds its fonts as subsets, not whole files or glyph outlines", () => {
    const pdf = readFileSync(pdfPath).toString("latin1");
    // Chromium draws a variable font as Type 3 outlines and a whole font file whole; a
    // static instance cut to the brochure's characters becomes a tagged TrueType subset.
    expect(pdf).not.toMatch(/\/Subtype\s*\/Type3/);
    const fonts = [...pdf.matchAll(/\/BaseFont\s*\/([\w+-]+)/g)].map((m) => m[1]!);
    expect(fonts.length).toBeGreaterThan(0);
    for (const font of fonts) expect(font).toMatch(/^[A-Z]{6}\+Inter/);
    expect(statSync(pdfPath).size / 1024).toBeLessThan(100);
  });
});
