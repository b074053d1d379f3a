// @vitest-environment node
import { existsSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { createRequestHandler, RouterContextProvider, type ServerBuild } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { seedSnapshot } from "#app/content/page-content.server.ts";
import type { ContentSnapshot, ContentTypeMap } from "#app/content/types.ts";
import type { SiteContext } from "#app/lib/load-context.ts";
import { buildContext } from "#server/build-context.ts";

// Issue 31: a publication changes the pages without a build. The server build renders a
// service, a demo and /bulk-pay with an edited snapshot in SiteContext.content (as the
// server does once a version is published) and must show the edited words, in the HTML
// and in the data the page hydrates with; an entry taken out of the content is a 404.
const root = path.resolve(import.meta.dirname, "../..");
const serverEntry = path.join(root, "build/server/index.js");
const built = existsSync(serverEntry);

const SERVICE = "/services/collections";
const DEMO = "/schedule-banking-demo";

let build: ServerBuild;

function render(pathname: string, content: ContentSnapshot): Promise<Response> {
  const siteContext = buildContext<SiteContext>(build, "siteContext");
  return createRequestHandler(build, "production")(
    new Request(new URL(pathname, "https://www.nkabompay.test")),
    (() => {
      const context = new RouterContextProvider();
      context.set(siteContext, { content });
      return context;
    })(),
  );
}

/** The seed with one entry of one type replaced (or taken out, with `undefined`). */
function edited<T extends keyof ContentSnapshot>(
  type: T,
  id: string,
  change: (entry: ContentTypeMap[T]) => ContentTypeMap[T] | undefined,
): ContentSnapshot {
  const seed = seedSnapshot();
  const entries: Record<string, unknown> = { ...seed[type] };
  const next = change(structuredClone(seed[type][id] as ContentTypeMap[T]));
  if (next === undefined) delete entries[id];
  else entries[id] = next;
  return { ...seed, [type]: entries };
}

describe.skipIf(!built)("pages rendered with published content (needs npm run build)", () => {
  beforeAll(async () => {
    build = (await import(pathToFileURL(serverEntry).href)) as ServerBuild;
  });

  it("a service page shows an edited title, in its HTML and its data", async () => {
    const original = seedSnapshot().service[SERVICE]!.hero.title;
    const content = edited("service", SERVICE, (entry) => ({
      ...entry,
      hero: { ...entry.hero, title: "Collections, as edited in the studio" },
    }));
    const page = await render(SERVICE, content);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("Collections, as edited in the studio");
    expect(html).not.toContain(original);

    const data = await render(`${SERVICE}.data`, content);
    expect(data.status).toBe(200);
    expect(await data.text()).toContain("Collections, as edited in the studio");
  });

  it("a demo page and the shared demo words follow the publication", async () => {
    const seed = seedSnapshot();
    const content: ContentSnapshot = {
      ...edited("demo", DEMO, (entry) => ({ ...entry!, title: "See the new core banking" })),
      demoPage: { main: { ...seed.demoPage.main!, formHeading: "Book your walkthrough" } },
    };
    const html = await (await render(DEMO, content)).text();
    expect(html).toContain("See the new core banking");
    expect(html).toContain("Book your walkthrough");
  });

  it("/bulk-pay's checker section reads its words from the content", async () => {
    const seed = seedSnapshot().bulkPayChecker.main as {
      payoutFileCopy: { title: string; [key: string]: unknown };
    };
    const content = edited("bulkPayChecker", "main", () => ({
      ...seed,
      payoutFileCopy: { ...seed.payoutFileCopy, title: "Check the file before you pay" },
    }));
    const html = await (await render("/bulk-pay", content)).text();
    expect(html).toContain("Check the file before you pay");
    expect(html).not.toContain(">Check your payout file<");
  });

  it("/careers shows a published job opening, and not one whose closing day has passed", async () => {
    const opening = {
      category: "Engineering",
      title: "Data Engineer",
      company: "Nkabom Pay",
      location: "Accra, Ghana",
      workType: "Contract" as const,
      applicationEmail: "careers@nkabompay.com.gh",
      posted: "2020-01-01",
      closes: "2099-12-31",
      description: "You will **own** our pipelines.\n\n<script>alert(1)</script>",
    };
    const closed = { ...opening, title: "Payments Analyst", closes: "2020-06-30" };
    const content = edited("jobOpenings", "main", () => [opening, closed]);
    const html = await (await render("/careers", content)).text();
    // Texts as elements hold them: the page's data carries the empty state's words anyway.
    expect(html).toContain(">1 position available<");
    expect(html).not.toContain(">No available positions<");
    expect(html).toContain("Data Engineer");
    expect(html).toContain("<strong>own</strong>");
    expect(html).not.toContain("<script>alert(1)");
    expect(html).toMatch(/"@type":"JobPosting"[^<]*"title":"Data Engineer"/);
    expect(html).not.toContain("Payments Analyst");

    const none = await (await render("/careers", seedSnapshot())).text();
    expect(none).toContain(">No available positions<");
    expect(none).not.toContain("Data Engineer");
  });

  it("/careers keeps the team size when marketing renames the statistic's label", async () => {
    const content = edited("stats", "main", (stats) =>
      stats.map((stat) =>
        stat.label === "Team Members" ? { ...stat, label: "People at Nkabom Pay", target: 57 } : stat,
      ),
    );
    const html = await (await render("/careers", content)).text();
    expect(html.includes(">57+ people<"), "the team size in the hero's glance").toBe(true);
  });

  it("a path whose entry the content lacks answers 404, not 500", async () => {
    const page = await render(SERVICE, edited("service", SERVICE, () => undefined));
    expect(page.status).toBe(404);
    const listing = await render(
      "/services/e-commerce",
      edited("listing", "/services/e-commerce", () => undefined),
    );
    expect(listing.status).toBe(404);
  });
});

// Words that were written in the components (the skip link, menu and footer headings, the
// legal pages' furniture, counts with a number inside) are content too: an edited word
// reaches the page and the old one is gone (docs/decisions/034).
describe.skipIf(!built)("words once written in components follow the publication", () => {
  beforeAll(async () => {
    build = (await import(pathToFileURL(serverEntry).href)) as ServerBuild;
  });

  it("the skip link, menus, header buttons, footer and carousels", async () => {
    const seed = seedSnapshot();
    const nav = seed.navigation.main!;
    const home = seed.home.main!;
    const content: ContentSnapshot = {
      ...seed,
      navigation: {
        main: {
          ...nav,
          words: {
            ...nav.words,
            skipLink: "Jump to the page",
            companyMenu: "Who we are",
            phoneCompany: "Who we are",
            contactButton: "Talk to us",
            footerContact: "Reach us",
            copyright: "Copyright %year%, every right reserved",
            newTab: "(in another tab)",
          },
        },
      },
      home: { main: { ...home, carouselWords: { ...home.carouselWords, next: "Forward" } } },
    };
    const html = (await (await render("/", content)).text()).replaceAll("<!-- -->", "");
    expect(html).toContain(">Jump to the page</a>");
    expect(html).toMatch(/>Who we are<svg/);
    expect(html).toContain(">Talk to us</a>");
    // "Contact Us" is left once: the footer's own link (navigation.footerBottomLinks).
    expect(html.split(">Contact Us</a>")).toHaveLength(2);
    expect(html).toContain(">Reach us</h2>");
    expect(html).toMatch(/>Copyright 20\d\d, every right reserved</);
    expect(html).toContain("> (in another tab)</span>");
    expect(html).toContain('aria-label="Forward"');
    for (const old of [
      "Skip to main content",
      ">Company<",
      ">Contact</h2>",
      "All rights reserved",
      "(opens in a new tab)",
      'aria-label="Next slide"',
    ]) {
      expect(html).not.toContain(old);
    }
  });

  it("a policy page's contents, section count and related policies", async () => {
    const policy = "/refund-and-chargeback-policy";
    const seed = seedSnapshot();
    const sections = seed.policy[policy]!.sections.length;
    const content: ContentSnapshot = {
      ...seed,
      legalPage: {
        main: {
          ...seed.legalPage.main!,
          contents: "On this page",
          sectionCountMany: "(%count% parts)",
          related: "Other policies",
          backToContents: "Up to the list",
        },
      },
    };
    const html = (await (await render(policy, content)).text()).replaceAll("<!-- -->", "");
    expect(html).toContain(">On this page</h2>");
    expect(html).toContain(`>(${sections} parts)</span>`);
    expect(html).toContain(">Other policies</h2>");
    expect(html).toContain("Up to the list</a>");
    for (const old of [">Contents<", "sections)", ">Related policies<", "Back to contents"]) {
      expect(html).not.toContain(old);
    }
  });

  it("the careers page's count and the security page's response times", async () => {
    const seed = seedSnapshot();
    const opening = {
      category: "Engineering",
      title: "Data Engineer",
      company: "Nkabom Pay",
      location: "Accra, Ghana",
      workType: "Full-time",
      applicationEmail: "careers@nkabompay.com.gh",
      posted: "2020-01-01",
      closes: "2099-12-31",
      description: "You will own our pipelines.",
    };
    const careers: ContentSnapshot = {
      ...seed,
      jobOpenings: { main: [opening] as unknown as ContentTypeMap["jobOpenings"] },
      careers: { main: { ...seed.careers.main!, positionCountOne: "%count% role to apply for" } },
    };
    const jobs = (await (await render("/careers", careers)).text()).replaceAll("<!-- -->", "");
    expect(jobs).toContain(">1 role to apply for<");
    expect(jobs).not.toContain("position available");

    const security: ContentSnapshot = {
      ...seed,
      security: { main: { ...seed.security.main!, responseWithin: "At most %time%" } },
    };
    const page = (await (await render("/security", security)).text()).replaceAll("<!-- -->", "");
    expect(page).toContain(">At most 2 working days</p>");
    expect(page).not.toContain("Within 2 working days");
  });
});
