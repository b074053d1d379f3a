import { beforeEach, describe, expect, it } from "vitest";
import { readAttribution } from "./attribution.ts";
import { visitAttribution } from "./send-lead.ts";
import { noteLanding } from "./visit-attribution.ts";

function arrive(url: string, referrer = "") {
  history.replaceState(null, "", url);
  Object.defineProperty(document, "referrer", { value: referrer, configurable: true });
  noteLanding();
}

describe("the visit's attribution in the tab", () => {
  beforeEach(() => sessionStorage.clear());

  it("keeps the first page, the other site and the campaign, as the server reads them", () => {
    arrive("/pricing/?utm_source=newsletter&utm_campaign=%20nov%20", "https://mail.example.com/x");
    const kept = visitAttribution();
    expect(kept).toEqual({
      landingPath: "/pricing",
      referrerHost: "mail.example.com",
      utmSource: "newsletter",
      utmCampaign: "nov",
    });
    expect(readAttribution(kept)).toEqual(kept);
  });

  it("is not overwritten by a later page of the visit, and ignores this site as referrer", () => {
    arrive("/", `${location.origin}/elsewhere`);
    arrive("/contact-us?utm_source=late", "https://www.google.com/");
    expect(visitAttribution()).toEqual({ landingPath: "/" });
  });

  it("cuts a long campaign to what the server stores", () => {
    arrive(`/?utm_term=${"t".repeat(150)}`);
    expect((visitAttribution() as { utmTerm: string }).utmTerm).toHaveLength(100);
  });

  it("sends nothing when nothing was noted", () => {
    expect(visitAttribution()).toBeUndefined();
  });
});
