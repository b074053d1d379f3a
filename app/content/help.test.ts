import { describe, expect, it } from "vitest";
import { site } from "../config/site.ts";
import { businessHoursText, formatHour, hoursRange } from "./contact.ts";
import { faqs } from "./help.ts";

describe("help centre content (docs/requirements.md §2.12)", () => {
  it("has six FAQ items with unique ids, some linking to /contact-us", () => {
    expect(faqs).toHaveLength(6);
    expect(new Set(faqs.map((f) => f.id)).size).toBe(6);
    expect(faqs.filter((f) => f.link?.to === "/contact-us").length).toBeGreaterThanOrEqual(1);
    for (const f of faqs) {
      expect(f.question.endsWith("?")).toBe(true);
      expect(f.answer.length).toBeGreaterThan(0);
    }
  });

  it("spells the support hours the way the spec does", () => {
    expect(formatHour("08:00")).toBe("8AM");
    expect(formatHour("17:00")).toBe("5PM");
    expect(formatHour("12:30")).toBe("12:30PM");
    expect(formatHour("00:00")).toBe("12AM");
    expect(hoursRange(site.hours)).toBe("8AM - 5PM GMT");
    expect(businessHoursText(site.hours)).toMatch(/^8AM - 5PM GMT on working days/);
  });
});
