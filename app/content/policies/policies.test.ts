import { describe, expect, it } from "vitest";
import { policyDocuments } from "./all.ts";
import { cancellationPolicy } from "./cancellation.ts";
import { plainText } from "./document.ts";
import { policyPaths } from "./index.ts";
import { merchantOnboardingPolicy } from "./merchant-onboarding.ts";
import { refundAndChargebackPolicy } from "./refund-and-chargeback.ts";
import { returnAndDeliveryPolicy } from "./return-and-delivery.ts";

const section = (doc: { sections: readonly { id: string }[] }, id: string) =>
  plainText({ sections: doc.sections.filter((s) => s.id === id) as never });

describe("policy documents (docs/requirements.md §2.17)", () => {
  it("has a document for each of the four policy routes", () => {
    expect(Object.keys(policyDocuments).sort()).toEqual([...policyPaths].sort());
    for (const path of policyPaths) expect(policyDocuments[path].path).toBe(path);
  });

  it.each(policyPaths)("%s is effective from 15th September 2023, reviewed annually", (path) => {
    const doc = policyDocuments[path];
    expect(doc.effectiveDate).toBe("15th September 2023");
    expect(doc.date).toBe(doc.effectiveDate);
    expect(doc.dateLabel).toBe("Effective date");
    expect(doc.figures.review).toBe("annually");
    expect(section(doc, "policy-review")).toContain("reviewed annually");
  });

  it.each(policyPaths)("%s has unique section anchors and no filler", (path) => {
    const doc = policyDocuments[path];
    const ids = doc.sections.map((s) => s.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.length).toBeGreaterThanOrEqual(8);
    expect(plainText(doc)).not.toMatch(/lorem|ipsum|placeholder|TODO/i);
  });

  it("refund policy: seven business days after return approval, 14-day example, five years of chargeback records", () => {
    const doc = refundAndChargebackPolicy;
    expect(doc.figures.refundBusinessDays).toBe(7);
    expect(doc.figures.exampleReturnPeriodDays).toBe(14);
    expect(doc.figures.chargebackRecordYears).toBe(5);
    const text = plainText(doc);
    expect(text).toContain("within seven (7) business days after return approval");
    expect(text).toContain("within fourteen (14) days of delivery");
    expect(section(doc, "record-keeping")).toMatch(
      /Chargeback records.*minimum of five \(5\) years/,
    );
  });

  it("cancellation policy: 48-hour acknowledgement, five business days, exclusions, records, escalation", () => {
    const doc = cancellationPolicy;
    expect(doc.figures.acknowledgementHours).toBe(48);
    expect(doc.figures.refundBusinessDays).toBe(5);
    expect(doc.figures.recordRetentionYears).toBe(5);
    const ids = doc.sections.map((s) => s.id);
    for (const id of [
      "definitions",
      "eligibility",
      "how-to-cancel",
      "acknowledgement-and-decision",
      "refunds",
      "exclusions",
      "record-keeping",
      "merchant-compliance",
      "training",
      "disputes-and-escalation",
      "third-party-platforms",
      "contingency-methods",
    ]) {
      expect(ids).toContain(id);
    }
    const definitions = section(doc, "definitions");
    expect(definitions).toMatch(/Cancellation:/);
    expect(definitions).toMatch(/Refund:/);
    expect(section(doc, "eligibility")).toContain("merchant's own terms and conditions");
    expect(section(doc, "how-to-cancel")).toContain("through the merchant's own channels");
    expect(section(doc, "acknowledgement-and-decision")).toMatch(/within 48 hours/);
    expect(section(doc, "acknowledgement-and-decision")).toMatch(/approves or denies/);
    expect(section(doc, "refunds")).toMatch(/five \(5\) business days/);
    expect(section(doc, "refunds")).toContain("original payment method");
    expect(section(doc, "exclusions")).toContain("marked as non-refundable at the time of sale");
    expect(section(doc, "record-keeping")).toContain("minimum of five (5) years");
    expect(section(doc, "merchant-compliance")).toMatch(/penalties/);
    expect(section(doc, "merchant-compliance")).toMatch(/suspension/);
    expect(section(doc, "training")).toMatch(/mandatory/);
    expect(section(doc, "disputes-and-escalation")).toContain("escalated to our compliance team");
  });

  it("states both refund periods as the spec does", () => {
    expect(refundAndChargebackPolicy.figures.refundBusinessDays).toBe(7);
    expect(cancellationPolicy.figures.refundBusinessDays).toBe(5);
    expect(returnAndDeliveryPolicy.figures.refundBusinessDays).toBe(7);
  });

  it("keeps records for a minimum of five years in every policy", () => {
    for (const doc of [merchantOnboardingPolicy, returnAndDeliveryPolicy, cancellationPolicy]) {
      expect(section(doc, "record-keeping")).toContain("minimum of five (5) years");
    }
  });
});
