import { describe, expect, it } from "vitest";
import { site } from "../config/site.ts";
import { words } from "./navigation.ts";
import { badgesFor, certificateNote, licenceNote } from "./trust.ts";

const confirmed = {
  ...site.compliance,
  iso27001: { ...site.compliance.iso27001, certificateNumber: "IS 123456" },
  bankOfGhana: { ...site.compliance.bankOfGhana, licenceNumber: "PSP-EN-0042" },
};

describe("trust claims (issue 33)", () => {
  it("name what each covers, and no number until the owner confirms one", () => {
    const text = badgesFor(site.compliance, words.badges)
      .map((b) => `${b.title} ${b.caption}`)
      .join(" | ");
    expect(text).toContain("payment platform");
    expect(text).toContain(site.compliance.pciDss.scope);
    expect(text).toContain(site.compliance.bankOfGhana.licence);
    expect(text).not.toMatch(/certificate|licence \w*\d/);
    expect(certificateNote(site.compliance.iso27001)).toBe("");
    expect(licenceNote(site.compliance.bankOfGhana)).toBe("");
  });

  it("show the certificate and licence numbers once they are facts", () => {
    const [iso, , regulator] = badgesFor(confirmed, words.badges);
    expect(iso.caption).toContain("certificate IS 123456");
    expect(regulator.caption).toContain("licence PSP-EN-0042");
  });
});
