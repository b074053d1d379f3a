import { describe, expect, it } from "vitest";
import { site } from "#app/config/site.ts";
import {
  changedFacts,
  factsBehind,
  factValues,
  isShown,
  resolveFacts,
  toPlaceholders,
  unknownPlaceholders,
} from "#app/content/facts.server.ts";
import { businessHoursText, hoursRange, hoursText } from "#app/content/hours.ts";
import { contentTypes, seedProblems, storedEntryProblems } from "#app/content/seed.server.ts";
import type { SiteFacts } from "#app/content/schemas/site-facts.ts";

const seed = contentTypes.filter((t) => t.type !== "siteFacts");

/** Today's seed as the store will hold it: texts with `{fact}` placeholders. */
const stored = seed.map((t) => ({ ...t, entries: toPlaceholders(t.entries) }));

/** The facts after an edit in the console: a new name, e-mail, phone, address and hours. */
const edited: SiteFacts = {
  ...site,
  name: "Adom Pay",
  legalName: "Adom Pay Limited",
  url: "https://www.adompay.com.gh",
  emails: { ...site.emails, support: "help@adompay.com.gh", info: "hello@adompay.com.gh" },
  phones: {
    ...site.phones,
    support: { label: "Sales & support", display: "+233 20 765 4321", tel: "+233207654321" },
  },
  address: { ...site.address, street: "3 Liberation Road" },
  hours: { ...site.hours, open: "09:00", close: "18:30" },
  founded: 2015,
};

describe("brand facts inside sentences", () => {
  it("the derived spellings are the site's own (app/content/hours.ts)", () => {
    const values = factValues();
    expect(values.get("hours")).toBe(hoursText(site.hours));
    expect(values.get("hoursRange")).toBe(hoursRange(site.hours));
    expect(values.get("businessHours")).toBe(businessHoursText(site.hours));
  });

  it("the stored form names facts by placeholder and resolves to exactly today's content", () => {
    const home = stored.find((t) => t.type === "home")!.entries.main as {
      testimonials: { quote: string }[];
    };
    expect(home.testimonials[0]!.quote).toContain("With {site.name}, customers");
    for (const type of seed) {
      expect(resolveFacts(toPlaceholders(type.entries)), type.type).toEqual(type.entries);
    }
  });

  it("editing a fact changes every sentence that names it, and the result stays valid", () => {
    const resolved = stored.map((t) => ({ ...t, entries: resolveFacts(t.entries, edited) }));
    const all = JSON.stringify(resolved.map((t) => t.entries));
    for (const old of [
      "Nkabom Pay",
      "support@nkabompay.com.gh",
      "info@nkabompay.com.gh",
      "www.nkabompay.com.gh",
      site.phones.support.display,
      site.phones.support.display.replaceAll(" ", "\u00a0"),
      site.phones.support.tel,
      "14 Independence Avenue",
      "8AM",
      "5PM",
      "2016",
    ]) {
      expect(all, old).not.toContain(old);
    }
    expect(all).toContain("Adom Pay Limited");
    expect(all).toContain("9AM - 6:30PM GMT, Monday to Friday");
    expect(all).toContain("help@adompay.com.gh");
    expect(seedProblems(resolved)).toEqual([]);
  });

  it("a placeholder that names no fact is reported, a known one is not", () => {
    expect(unknownPlaceholders("Call {site.phones.support.display} or {site.nmae}")).toEqual([
      "site.nmae",
    ]);
    expect(resolveFacts("Write to {site.emails.support}")).toBe(
      `Write to ${site.emails.support}`,
    );
  });

  it("a stored entry is checked with the facts filled in: typos and bad facts are refused", () => {
    const faq = contentTypes.find((t) => t.type === "faq")!;
    const items = toPlaceholders(faq.entries.main) as { question: string }[];
    const typo = items.map((item, i) => (i === 0 ? { ...item, question: "What does {site.nme} do?" } : item));
    expect(storedEntryProblems(faq, "main", items)).toEqual([]);
    expect(storedEntryProblems(faq, "main", typo)).toEqual([
      "faq › main › 0.question: {site.nme} is not a fact",
    ]);
    // A fact long enough to push a question over its limit is caught where it lands.
    const longName = { ...site, name: "N".repeat(200) };
    expect(storedEntryProblems(faq, "main", items, longName)).toEqual([
      "faq › main › 0.question: Question is longer than 200 characters",
    ]);
  });

  it("factsBehind names exactly the facts each placeholder's value is made of (issue 40)", () => {
    // Every fact changed in turn, to a value of the same kind.
    const paths = changedFacts({}, site);
    expect(paths).toContain("phones.support.display");
    for (const path of paths) {
      const keys = path.split(".");
      const changed = structuredClone(site) as unknown as Record<string, unknown>;
      let at = changed;
      for (const key of keys.slice(0, -1)) at = at[key] as Record<string, unknown>;
      const last = keys.at(-1)!;
      const was = at[last];
      at[last] =
        typeof was === "number"
          ? was + 1
          : typeof was === "string" && /^\d\d:\d\d$/.test(was)
            ? "10:30"
            : `${String(was)}x`;
      expect(changedFacts(site, changed)).toEqual([path]);
      const before = factValues();
      const after = factValues(changed as unknown as SiteFacts);
      for (const [name, value] of before) {
        expect(after.get(name) !== value, `{${name}} after a change of ${path}`).toBe(
          isShown(path, factsBehind(name)),
        );
      }
    }
  });
});
