import { describe, expect, it } from "vitest";
import { site } from "../config/site.ts";
import { bioParagraphs, ceoProfile, leadership } from "./about.ts";
import { apiPromo, offerCards, partners, testimonials } from "./home.ts";
import { listingPaths, listings } from "./listings.ts";
import { pages } from "./pages.ts";
import { productPaths, products } from "./products/index.ts";
import { developerSection, servicePaths, services } from "./services/index.ts";

const routePaths = new Set<string>(pages.map((p) => p.path));

describe("home content (docs/requirements.md §2.6)", () => {
  it("opens with the tagline and three offer cards to the listings", () => {
    expect(offerCards.map((c) => c.to)).toEqual([
      "/services/payment-services",
      "/services/value-added-services",
      "/services/e-commerce",
    ]);
    expect(apiPromo.slides).toHaveLength(3);
    for (const slide of apiPromo.slides) expect(slide.alt.length).toBeGreaterThan(40);
  });

  it("has two testimonials, from a rural bank and a fintech accelerator", () => {
    expect(testimonials).toHaveLength(2);
    expect(testimonials[0]!.company).toMatch(/Rural Bank/);
    expect(testimonials[1]!.company).toMatch(/Fintech Hub/);
    expect(partners.length).toBeGreaterThanOrEqual(4);
  });
});

describe("about content (docs/requirements.md §2.7, §3)", () => {
  it("has exactly three leaders with unique ids, each with a biography", () => {
    expect(leadership).toHaveLength(3);
    expect(new Set(leadership.map((m) => m.id)).size).toBe(3);
    for (const member of leadership) {
      expect(bioParagraphs(member.bio).length, member.name).toBeGreaterThanOrEqual(2);
    }
    expect(leadership.some((m) => m.linkedinUrl)).toBe(true);
    expect(leadership.map((m) => m.id)).toContain(ceoProfile.memberId);
  });

  it("splits biographies into paragraphs on blank lines", () => {
    expect(bioParagraphs("")).toEqual([]);
    expect(bioParagraphs("One.\n\nTwo,\nstill two.\n   \nThree.")).toEqual([
      "One.",
      "Two,\nstill two.",
      "Three.",
    ]);
    expect(bioParagraphs(leadership[0]!.bio)).toHaveLength(3);
  });
});

describe("listing content (docs/requirements.md §2.8)", () => {
  it("has one entry per listing route, with internal cards pointing at real routes", () => {
    for (const path of listingPaths) {
      expect(listings[path].path).toBe(path);
      for (const card of listings[path].cards) {
        if (card.link.kind === "internal") expect(routePaths.has(card.link.to)).toBe(true);
        if (card.link.kind === "none") expect(card.badge).toBe("COMING SOON");
      }
    }
    expect(listings["/services/payment-services"].cards).toHaveLength(10);
  });
});

describe("service content (docs/requirements.md §2.9)", () => {
  it("has one complete entry per service route", () => {
    expect(Object.keys(services).sort()).toEqual([...servicePaths].sort());
    for (const path of servicePaths) {
      const s = services[path];
      expect(s.path).toBe(path);
      expect(routePaths.has(path)).toBe(true);
      expect(s.benefits.length).toBeGreaterThanOrEqual(3);
      expect(s.steps.length).toBeGreaterThanOrEqual(3);
      expect(s.overview.paragraphs.length).toBeGreaterThan(0);
    }
  });

  it("lists the four developer features and the right docs links", () => {
    expect(developerSection.features.map((f) => f.title)).toEqual([
      "Quick Transfers",
      "Initiate one-time and recurring payments",
      "Payment verification",
      "Customer Verification",
    ]);
    const docs = (path: (typeof servicePaths)[number]) => {
      const s = services[path];
      return s.kind === "standard" ? [s.docs.href] : s.docs.map((d) => d.href);
    };
    expect(docs("/services/payouts")).toEqual(["/payouts/payouts-api"]);
    expect(docs("/services/request-to-pay")).toEqual(["/request-to-pay/request-to-pay-api"]);
    expect(docs("/services/ussd")[0]).toMatch(new RegExp(`^${site.docs.host}.*ussd`));
    expect(docs("/services/remittance")).toHaveLength(2);
    const utilities = services["/services/utilities"];
    expect(utilities.kind === "standard" && utilities.catalogue?.items.map((i) => i.name)).toEqual([
      "Airtime",
      "Data",
      "Electricity",
      "Water",
      "Subscriptions",
    ]);
  });
});

describe("product content (docs/requirements.md §2.10)", () => {
  it("has one entry per product route with its demo route", () => {
    for (const path of productPaths) {
      expect(products[path].path).toBe(path);
      expect(routePaths.has(products[path].demo.to)).toBe(true);
    }
    expect(products["/products/aslan"].features.items).toHaveLength(14);
    expect(products["/products/aslan"].seeFeatures).toBe("See Features");
  });
});

describe("copy hygiene", () => {
  it("contains no filler text", () => {
    const all = JSON.stringify({
      services,
      products,
      listings,
      leadership,
      testimonials,
      apiPromo,
    });
    expect(all).not.toMatch(/lorem|ipsum|placeholder|TODO|TBD/i);
  });
});
