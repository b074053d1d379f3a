import { sql } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { leadership } from "#app/content/about.ts";
import { contactSchema } from "#app/lib/forms/schemas.ts";
import { formMessages } from "#app/lib/forms/messages.ts";
import { getEntry, saveDraft } from "#server/content/store.server.ts";
import type { StaffActor } from "#server/content/versions.server.ts";
import { count, staffActor, useHarness } from "./support/harness.ts";

// Issue 51, N2: a U+0001 or U+FFFE in an article's title was saved, and its share card's SVG
// then failed every publication. Every content text field refuses what the lead forms and
// the beacons refuse (app/lib/hidden-characters.ts), at save, with the field's own words.
// Validation only: one database is enough.
describe("content save refuses hidden characters", () => {
  const h = useHarness("pglite");
  let marketer: StaffActor;

  beforeAll(async () => {
    marketer = await staffActor(h.db, "hidden-chars@nkabompay.test", ["marketing"]);
  });
  beforeEach(async () => {
    await h.db.execute(sql`truncate content_versions`);
  });

  async function save(type: string, id: string, change: (data: never) => void) {
    const data = structuredClone((await getEntry(h.db, type, id))!.published.data);
    change(data as never);
    const outcome = await saveDraft(h.db, { type, id, data, baseVersion: 0, author: marketer });
    return outcome.ok || outcome.reason !== "invalid"
      ? { ok: outcome.ok, problems: {} }
      : {
          ok: false,
          problems: Object.fromEntries(outcome.problems.map((p) => [p.field, p.message])),
        };
  }

  type Article = { title: string; description: string; tags: string[] };

  it("an article's title with a C0 control or a non-character, by the field's label", async () => {
    for (const [character, name] of [
      ["\u0001", "U+0001"],
      ["\uFFFE", "U+FFFE"],
      ["\uFDD0", "U+FDD0"],
      ["\u{10FFFF}", "U+10FFFF"],
      ["\u0085", "U+0085"],
      ["\uD800", "U+D800"],
    ]) {
      const outcome = await save("articles", "main", (articles: Article[]) => {
        articles[0]!.title = `Mobile money${character} in Ghana today`;
      });
      expect(outcome.ok, name).toBe(false);
      expect(outcome.problems, name).toEqual({
        "0.title": `Title contains a hidden character (${name}) that cannot be published: delete it, or type the text around it again`,
      });
    }
    expect(await count(h.db, "content_versions")).toBe(0);
  });

  it("fields of every shape: a list's text, a group's, a multi-line one, the facts", async () => {
    const tag = await save("articles", "main", (articles: Article[]) => {
      articles[1]!.tags[0] = "fin\u0007tech";
    });
    expect(tag.problems).toEqual({ "1.tags.0": expect.stringMatching(/^Tag contains .*U\+0007/) });

    type Faq = { question: string; answer: string[] };
    const faq = await save("faq", "main", (items: Faq[]) => {
      items[0]!.question = "How do I\nsign up?";
      items[0]!.answer[0] = "A tab\tand\na line break are fine here";
      items[1]!.answer[0] = "Not a vertical tab\u000b";
    });
    expect(faq.problems).toEqual({
      "0.question": "Question takes one line: remove the line break",
      "1.answer.0": expect.stringMatching(/^Paragraph contains .*\(U\+000B\)/),
    });

    const bio = await save("teamMember", leadership[0]!.id, (m: { bio: string }) => {
      m.bio = `${m.bio}\uFFFF`;
    });
    expect(bio.problems).toEqual({ bio: expect.stringMatching(/^Biography contains .*U\+FFFF/) });

    const facts = await save("siteFacts", "main", (f: { tagline: string }) => {
      f.tagline = "Innovation\u001bfor you";
    });
    expect(facts.problems).toEqual({
      tagline: expect.stringMatching(/^Tagline contains .*U\+001B/),
    });
    expect(await count(h.db, "content_versions")).toBe(0);

    // What a person types, accents, emoji and all, is kept.
    const fine = await save("faq", "main", (items: Faq[]) => {
      items[0]!.question = "Àkwaaba — how do I sign up? 👋";
      items[0]!.answer[0] = "First line\n\tand an indented second";
    });
    expect(fine).toEqual({ ok: true, problems: {} });
  });

  it("the lead forms refuse the same characters (one rule)", () => {
    const contact = {
      firstName: "Ama",
      lastName: "Mensah",
      email: "ama@example.com",
      phone: "",
      message: "Hello\uFFFE",
      agreeToPolicy: true,
    };
    const parsed = contactSchema({ strict: true }).safeParse(contact);
    expect(parsed.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([
      ["message", formMessages.controlCharacters],
    ]);
    const fine = contactSchema({ strict: true }).safeParse({
      ...contact,
      message: "Hello\n\tthere",
    });
    expect(fine.success).toBe(true);
  });
});
