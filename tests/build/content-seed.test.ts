import { describe, expect, it } from "vitest";
import { z } from "zod";
import { serviceFor } from "#app/content/services/index.ts";
import { terms } from "#app/content/terms.ts";
import { leadership } from "#app/content/about.ts";
import {
  checkContentSeed,
  contentTypes,
  isLegal,
  missingImages,
  seedProblems,
  type ContentType,
} from "#app/content/seed.server.ts";
import { articleBodySchema } from "#app/content/schemas/article.ts";
import { linkProblem } from "#app/content/schemas/fields.ts";
import { siteFactsSchema } from "#app/content/schemas/site-facts.ts";
import { site } from "#app/config/site.ts";

/** The seed with one entry of one type replaced: what an editor's bad save would store. */
function withEntry(type: string, id: string, entry: unknown): ContentType[] {
  return contentTypes.map((t) =>
    t.type === type ? { ...t, entries: { ...t.entries, [id]: entry } } : t,
  );
}

describe("the content seed (today's modules and Markdown files)", () => {
  it("is valid against its schemas, pictures and Markdown folders included", async () => {
    expect(seedProblems()).toEqual([]);
    expect(missingImages()).toEqual([]);
    await expect(checkContentSeed()).resolves.toBeUndefined();
  });

  it("covers every page family of issue 31 with one content type each", () => {
    const types = contentTypes.map((t) => t.type);
    for (const type of [
      "siteFacts",
      "navigation",
      "home",
      "teamMember",
      "listing",
      "service",
      "product",
      "demo",
      "faq",
      "jobOpenings",
      "legalDocument",
      "policy",
      "newsletter",
      "notFound",
    ]) {
      expect(types).toContain(type);
    }
    const count = (type: string) =>
      Object.keys(contentTypes.find((t) => t.type === type)!.entries).length;
    expect(count("service")).toBe(10);
    expect(count("product")).toBe(4);
    expect(count("policy")).toBe(4);
    expect(count("listing")).toBe(3);
    // Seeded from content/careers/, which ships empty: one entry, no openings.
    expect(contentTypes.find((t) => t.type === "jobOpenings")!.entries).toEqual({ main: [] });
    expect(terms.sections).toHaveLength(27);
  });

  it("marks the terms, the policies, official channels, security, their page meta and words as needing review", () => {
    const legal = contentTypes.flatMap((t) =>
      Object.keys(t.entries)
        .filter((id) => isLegal(t, id))
        .map((id) => `${t.type} › ${id}`),
    );
    const pages = [
      "/official-channels",
      "/security",
      "/terms-and-conditions",
      ...Object.keys(contentTypes.find((t) => t.type === "policy")!.entries),
    ];
    expect(legal.sort()).toEqual(
      [
        ...pages.map((path) => `pageMeta › ${path}`),
        "officialChannels › main",
        "security › main",
        "legalDocument › /terms-and-conditions",
        ...pages.slice(3).map((path) => `policy › ${path}`),
        "legalPage › main",
      ].sort(),
    );
    // Every legal page has its page meta: a legal page's title is a legal text too.
    const meta = contentTypes.find((t) => t.type === "pageMeta")!;
    for (const path of pages) expect(Object.keys(meta.entries)).toContain(path);
  });
});

describe("a bad seed is refused with a message naming the type, the entry and the field", () => {
  const collections = serviceFor("/services/collections");

  it("a javascript: link", () => {
    const bad = { ...collections, docs: { ...collections.docs, href: "javascript:alert(1)" } };
    expect(seedProblems(withEntry("service", "/services/collections", bad))).toEqual([
      `service › /services/collections › docs.href: "javascript:alert(1)" must be an https:// address, not javascript:`,
    ]);
  });

  it("a data: link, a protocol-relative one and a page the site does not have", () => {
    const [first, ...others] = home().offerCards;
    const card = (to: string) => ({ ...home(), offerCards: [{ ...first, to }, ...others] });
    const problems = (to: string) => seedProblems(withEntry("home", "main", card(to)));
    expect(problems("data:text/html,<script>alert(1)</script>")[0]).toMatch(
      /^home › main › offerCards\.0\.to: .* must be an https:\/\/ address, not data:$/,
    );
    expect(problems("//evil.example/")).toEqual([
      `home › main › offerCards.0.to: "//evil.example/" is protocol-relative: write https:// in full`,
    ]);
    expect(problems("/no-such-page")).toEqual([
      `home › main › offerCards.0.to: "/no-such-page" is not a page of this site`,
    ]);
    expect(problems("http://example.com/")[0]).toMatch(/must be an https:\/\/ address, not http:/);
    expect(problems("/security#disclosure")).toEqual([]);
  });

  it("a title that is too long", () => {
    const bad = { ...collections, hero: { ...collections.hero, title: "x".repeat(161) } };
    expect(seedProblems(withEntry("service", "/services/collections", bad))).toEqual([
      "service › /services/collections › hero.title: Headline is longer than 160 characters",
    ]);
  });

  it("a missing field, and a field the schema does not know", () => {
    const { role: _role, ...noRole } = leadership[0]!;
    expect(seedProblems(withEntry("teamMember", "akosua-boateng", noRole))).toEqual([
      "teamMember › akosua-boateng › role: Invalid input: expected string, received undefined",
    ]);
    const extra = { ...leadership[0], nickname: "Akos" };
    expect(seedProblems(withEntry("teamMember", "akosua-boateng", extra))).toEqual([
      'teamMember › akosua-boateng › (the entry): Unrecognized key: "nickname"',
    ]);
  });

  it("a job opening that closes before it was posted, its description empty", () => {
    const opening = {
      category: "Engineering",
      title: "Data Engineer",
      company: "Nkabom Pay",
      location: "Accra, Ghana",
      workType: "Full-time",
      applicationEmail: "careers@nkabompay.com.gh",
      posted: "2026-11-01",
      closes: "2026-10-01",
      description: "",
    };
    expect(seedProblems(withEntry("jobOpenings", "main", [opening]))).toEqual([
      "jobOpenings › main › 0.description: Description is empty",
      "jobOpenings › main › 0.closes: the closing date is before the posting date",
    ]);
  });

  it("a legal clause whose link is javascript:, and a picture that is not on disk", () => {
    const [first, ...rest] = terms.sections;
    const bad = {
      ...terms,
      sections: [
        { ...first!, blocks: [{ kind: "p", text: [{ text: "Click", href: "javascript:x" }] }] },
        ...rest,
      ],
    };
    expect(seedProblems(withEntry("legalDocument", terms.path, bad))[0]).toMatch(
      /^legalDocument › \/terms-and-conditions › sections\.0\.blocks\.0\.text\.0\.href: /,
    );
    const member = { ...leadership[0], imageUrl: "/images/team/nobody.svg" };
    expect(missingImages("public", withEntry("teamMember", "x", member))).toEqual([
      "teamMember › x.imageUrl: /images/team/nobody.svg is not in public/",
    ]);
  });

  it("a brand fact edited to something that is not one (a phone, an e-mail, hours)", () => {
    const bad = {
      ...site,
      emails: { ...site.emails, support: "support at nkabompay" },
      hours: { ...site.hours, open: "8am" },
    };
    const issues = siteFactsSchema.safeParse(bad).error?.issues.map((i) => i.message);
    expect(issues).toEqual(["Support is not an e-mail address", "Opens: use the form HH:MM"]);
  });
});

describe("the schemas carry what the editor builds its fields from", () => {
  it("a label and a kind on fields, Markdown marked as Markdown and plain text as plain", () => {
    const member = contentTypes.find((t) => t.type === "teamMember")!.schema;
    const shape = (member as z.ZodObject).shape;
    expect(shape.bio.meta()).toMatchObject({ label: "Biography", kind: "multiline" });
    expect(articleBodySchema.meta()).toMatchObject({ kind: "markdown" });
    expect(articleBodySchema.meta()?.help).toMatch(/Markdown/);
    expect(shape.imageUrl.meta()).toMatchObject({ label: "Portrait", kind: "image" });
    expect(shape.linkedinUrl.unwrap().meta()).toMatchObject({ kind: "link" });
  });

  it("mailto: and tel: only where a contact line may have them", () => {
    expect(linkProblem("mailto:support@nkabompay.com.gh", { mail: true })).toBeUndefined();
    expect(linkProblem("mailto:support@nkabompay.com.gh")).toMatch(/not mailto:/);
  });
});

function home() {
  return contentTypes.find((t) => t.type === "home")!.entries.main as {
    offerCards: { to: string }[];
  };
}
