import { describe, expect, it } from "vitest";
import { site } from "../config/site.ts";
import { plainText } from "./policies/document.ts";
import { PRIVACY_POLICY_ID, terms, termsFigures } from "./terms.ts";

describe("Terms and Conditions (docs/requirements.md §2.15)", () => {
  it("has exactly 27 numbered clauses with unique anchors", () => {
    expect(terms.sections).toHaveLength(27);
    const ids = terms.sections.map((s) => s.id);
    expect(new Set(ids).size).toBe(27);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9-]+$/);
  });

  it("covers every clause the spec names", () => {
    const titles = terms.sections.map((s) => s.title.toLowerCase());
    for (const name of [
      "confidentiality",
      "non-use",
      "terms",
      "non-assignment",
      "usage and copyright",
      "disclaimer",
      "cookies",
      "privacy policy",
      "collection of data",
      "third parties",
      "cross-border transfer",
      "dispute resolution",
      "governing law",
      "waiver",
      "severability",
      "updates to these terms",
      "contact",
    ]) {
      expect(titles).toContain(name);
    }
  });

  it("has a privacy policy clause at #privacy-policy under Act 843", () => {
    const privacy = terms.sections.find((s) => s.id === PRIVACY_POLICY_ID);
    expect(PRIVACY_POLICY_ID).toBe("privacy-policy");
    expect(privacy?.title).toBe("Privacy policy");
    const text = plainText({ sections: privacy ? [privacy] : [] });
    expect(text).toContain("Data Protection Act, 2012 (Act 843)");
    expect(text).toContain(site.emails.privacy);
    for (const collected of ["e-mail address", "phone number", "hash of your IP address"]) {
      expect(text).toContain(collected);
    }
    expect(text).toMatch(/How long we keep it/);
    expect(text).toMatch(/Your rights/);
  });

  it("settles disputes amicably within 7 days, then before a single arbitrator, under Ghanaian law", () => {
    expect(termsFigures.amicableResolutionDays).toBe(7);
    expect(termsFigures.arbitrators).toBe(1);
    const dispute = plainText({
      sections: terms.sections.filter((s) => s.id === "dispute-resolution"),
    });
    expect(dispute).toContain("seven (7) days");
    expect(dispute).toContain("single arbitrator");
    const law = plainText({ sections: terms.sections.filter((s) => s.id === "governing-law") });
    expect(law).toContain("laws of the Republic of Ghana");
  });

  it("names the contact mail and repeats no placeholder text", () => {
    const text = plainText(terms);
    expect(text).toContain(site.emails.info);
    expect(text).not.toMatch(/lorem|ipsum|placeholder|TODO/i);
    expect(terms.summary).toContain(
      `Clause ${terms.sections.findIndex((s) => s.id === PRIVACY_POLICY_ID) + 1}`,
    );
  });
});
