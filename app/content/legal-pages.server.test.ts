import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { siteContext } from "../lib/load-context.ts";
import { legalPageData } from "./legal-pages.server.ts";
import { seedSnapshot } from "./page-content.server.ts";
import type { ContentSnapshot } from "./types.ts";

function argsFor(pathname: string, content?: ContentSnapshot) {
  const context = new RouterContextProvider();
  context.set(siteContext, content ? { content } : {});
  return { context, url: new URL(pathname, "https://www.nkabompay.com.gh") };
}

describe("a legal page's loader data (issue 31)", () => {
  it("hands out the policy at its own path only, and the others' titles as related links", () => {
    const data = legalPageData(argsFor("/cancellation-policy"), "policy");
    expect(data.path).toBe("/cancellation-policy");
    expect(Object.keys(data.content.policy ?? {})).toEqual(["/cancellation-policy"]);
    expect(data.content.legalDocument).toBeUndefined();
    expect(data.related).toEqual([
      { title: "Merchant Onboarding Policy", to: "/merchant-onboarding-policy" },
      { title: "Refund and Chargeback Policy", to: "/refund-and-chargeback-policy" },
      { title: "Return and Delivery Policy", to: "/return-and-delivery-policy" },
      { title: "Terms and Conditions", to: "/terms-and-conditions" },
    ]);
  });

  it("hands the terms page the terms, with the four policies as related links", () => {
    const data = legalPageData(argsFor("/terms-and-conditions/"), "legalDocument");
    expect(Object.keys(data.content.legalDocument ?? {})).toEqual(["/terms-and-conditions"]);
    expect(data.content.policy).toBeUndefined();
    expect(data.related.map((r) => r.to)).toEqual([
      "/merchant-onboarding-policy",
      "/refund-and-chargeback-policy",
      "/return-and-delivery-policy",
      "/cancellation-policy",
    ]);
  });

  it("takes the related titles from the published content", () => {
    const seed = seedSnapshot();
    const renamed = { ...seed.policy["/cancellation-policy"]!, title: "Cancelling an order" };
    const published = { ...seed, policy: { ...seed.policy, "/cancellation-policy": renamed } };
    const data = legalPageData(argsFor("/terms-and-conditions", published), "legalDocument");
    expect(data.related.at(-1)).toEqual({
      title: "Cancelling an order",
      to: "/cancellation-policy",
    });
  });
});
