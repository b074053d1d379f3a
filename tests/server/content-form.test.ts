import { isDeepStrictEqual } from "node:util";
import { describe as suite, expect, it } from "vitest";
import { contentTypes } from "#app/content/seed.server.ts";
import { faqSchema } from "#app/content/schemas/faq.ts";
import { homeSchema } from "#app/content/schemas/home.ts";
import { jobOpeningsSchema } from "#app/content/schemas/job-opening.ts";
import { legalDocumentSchema } from "#app/content/schemas/legal-document.ts";
import { teamMemberSchema } from "#app/content/schemas/team-member.ts";
import { altFields, variantLabel, variantOf, type FieldNode } from "#console/lib/content-form.ts";
import {
  applyListOp,
  decode,
  describe,
  parseListOp,
  problemsByField,
} from "#console/lib/content-schema.server.ts";

const field = (node: FieldNode, ...path: string[]): FieldNode =>
  path.reduce<FieldNode>((here, name) => {
    if (here.kind === "group") return here.fields.find(([n]) => n === name)![1];
    if (here.kind === "list") return here.item;
    throw new Error(`no ${name} in ${here.kind}`);
  }, node);

/** The form a browser would post for `value`, as the editor names its fields. */
function formOf(
  node: FieldNode,
  value: unknown,
  path: (string | number)[] = [],
): [string, string][] {
  const name = path.join(".");
  switch (node.kind) {
    case "group":
      return node.fields.flatMap(([key, f]) =>
        (value as Record<string, unknown>)?.[key] === undefined && f.optional
          ? [[`${[...path, key].join(".")}#present`, ""] as [string, string]]
          : formOf(f, (value as Record<string, unknown>)[key], [...path, key]),
      );
    case "list":
      return [
        [`${name}#count`, String((value as unknown[]).length)],
        ...(value as unknown[]).flatMap((item, i) => formOf(node.item, item, [...path, i])),
      ];
    case "union": {
      const i = variantOf(node, value);
      return [[`${name}#variant`, String(i)], ...formOf(node.variants[i]!, value, path)];
    }
    case "toggle":
      return value ? [[name, "on"]] : [];
    case "record":
      return Object.entries(value as object).map(([k, v]) => [`${name}.${k}`, String(v)]);
    case "fixed":
    case "template":
      return [];
    default:
      return [[name, value === null ? "" : String(value)]];
  }
}

suite("the schema → form walker", () => {
  const home = describe(homeSchema);

  it("takes each field's label, kind, help and bounds from the schema's metadata and checks", () => {
    expect(field(home, "homeHero")).toMatchObject({ kind: "group", label: "Hero" });
    expect(field(home, "homeHero", "title")).toMatchObject({
      kind: "text",
      label: "Headline",
      maxLength: 160,
      required: true,
    });
    expect(field(home, "homeHero", "intro")).toMatchObject({ kind: "multiline", maxLength: 400 });
    expect(field(home, "homeHero", "primary", "to")).toMatchObject({
      kind: "link",
      label: "Leads to",
      help: "A page of this site (/contact-us) or an https:// address",
    });
    expect(field(home, "offerCards")).toMatchObject({ kind: "list", min: 3, max: 3 });
    expect(field(home, "offerCards", "item", "accent")).toMatchObject({
      kind: "choice",
      options: ["payments", "vas", "commerce"],
    });
    expect(field(home, "homeHero", "illustration", "channels", "item", "share")).toMatchObject({
      kind: "number",
      min: 0,
      max: 100,
      integer: true,
    });
  });

  it("describes the FAQ as a list of questions with an optional link group", () => {
    const faq = describe(faqSchema);
    expect(faq).toMatchObject({ kind: "list", label: "Questions", min: 1, max: 30 });
    expect(field(faq, "item", "link")).toMatchObject({ kind: "group", optional: true });
    expect(field(faq, "item", "answer")).toMatchObject({
      kind: "list",
      item: { kind: "multiline" },
    });
  });

  it("describes a legal document's blocks as a discriminated union with readable names", () => {
    const doc = describe(legalDocumentSchema);
    const blocks = field(doc, "sections", "item", "blocks", "item");
    expect(blocks.kind).toBe("union");
    if (blocks.kind !== "union") return;
    expect(blocks.discriminator).toBe("kind");
    expect(blocks.variants.map((_, i) => variantLabel(blocks, i))).toEqual([
      "Paragraph",
      "Bulleted list",
      "Numbered list",
      "Sub-heading",
      "Definitions",
      "Highlighted note",
    ]);
    expect(variantOf(blocks, { kind: "h3", text: "x" })).toBe(3);
  });

  it("reads every seed entry back unchanged from the form it renders", () => {
    const wrong: string[] = [];
    for (const type of contentTypes) {
      const node = describe(type.schema);
      for (const [id, entry] of Object.entries(type.entries)) {
        const plain = JSON.parse(JSON.stringify(entry)) as unknown;
        const form = new URLSearchParams(formOf(node, plain));
        const back = decode(node, form, plain);
        if (!isDeepStrictEqual(back, plain)) wrong.push(`${type.type} › ${id}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it("reads a job opening (the seed has none) back from its form, Markdown included", () => {
    const node = describe(jobOpeningsSchema);
    expect(field(node, "0", "description")).toMatchObject({ kind: "markdown" });
    expect(field(node, "0", "workType")).toMatchObject({ kind: "choice" });
    const openings = [
      {
        category: "Engineering",
        title: "Data Engineer",
        company: "Nkabom Pay",
        location: "Accra, Ghana",
        workType: "Contract",
        applicationEmail: "careers@nkabompay.com.gh",
        posted: "2026-11-01",
        closes: "2026-12-31",
        description: "You will **own** our pipelines.\n\n- SQL\n- Python",
      },
    ];
    const back = decode(node, new URLSearchParams(formOf(node, openings)), openings);
    expect(back).toEqual(openings);
    expect(jobOpeningsSchema.safeParse(back).success).toBe(true);
    const added = applyListOp(node, [], parseListOp("add:")!) as Record<string, unknown>[];
    expect(added).toHaveLength(1);
    expect(added[0]).toMatchObject({ title: "", description: "" });
  });

  it("reads a list's count and a block's kind in decimal digits only, else keeps what is stored", () => {
    const faq = describe(faqSchema);
    const stored = [{ id: "a", question: "Q", answer: ["A"] }];
    for (const count of ["0x2", "2.0", " 2", "2e0", "+2", "", "２"]) {
      const form = new URLSearchParams(formOf(faq, stored));
      form.set("#count", count);
      expect(decode(faq, form, stored), JSON.stringify(count)).toEqual(stored);
    }
    const doc = describe(legalDocumentSchema);
    const blocks = field(doc, "sections", "item", "blocks", "item");
    const paragraph = { kind: "p", text: "Hello" };
    for (const variant of ["0x3", "3.0", " 3"]) {
      const form = new URLSearchParams(formOf(blocks, paragraph));
      form.set("#variant", variant);
      // Still a paragraph: "0x3" is not the sub-heading's index 3.
      expect(decode(blocks, form, paragraph), variant).toEqual(paragraph);
    }
  });

  it("adds, removes and moves list items within the list's bounds", () => {
    const faq = describe(faqSchema);
    const items = [{ id: "a" }, { id: "b" }];
    expect(applyListOp(faq, items, parseListOp("up:1")!)).toEqual([{ id: "b" }, { id: "a" }]);
    expect(applyListOp(faq, items, parseListOp("down:1")!)).toBeNull();
    expect(applyListOp(faq, items, parseListOp("remove:0")!)).toEqual([{ id: "b" }]);
    expect(applyListOp(faq, [{ id: "a" }], parseListOp("remove:0")!)).toBeNull();
    const added = applyListOp(faq, items, parseListOp("add:")!) as unknown[];
    expect(added).toHaveLength(3);
    expect(added[2]).toEqual({ id: "", question: "", answer: [""] });
    const linked = applyListOp(faq, added, parseListOp("include:2.link")!) as unknown[];
    expect(linked[2]).toMatchObject({ link: { label: "", to: "" } });
    expect(applyListOp(faq, linked, parseListOp("omit:2.link")!)).toEqual(added);
  });

  it("keeps the schema's own message for each invalid field", () => {
    const hero = contentTypes.find((t) => t.type === "home")!.entries.main as Record<
      string,
      unknown
    >;
    const broken = structuredClone(JSON.parse(JSON.stringify(hero))) as {
      homeHero: { primary: { to: string } };
    };
    broken.homeHero.primary.to = "/no-such-page";
    const result = homeSchema.safeParse(broken);
    expect(result.success).toBe(false);
    expect(problemsByField(result.error!)).toEqual({
      "homeHero.primary.to": '"/no-such-page" is not a page of this site',
    });
  });

  it("pairs each picture with the description beside it, for the upload field", () => {
    const member = describe(teamMemberSchema);
    if (member.kind !== "group") throw new Error("a team member is a group");
    expect([...altFields(member.fields)]).toEqual([["imageUrl", "imageAlt"]]);
    const slide = field(home, "apiPromo", "slides");
    const item = slide.kind === "list" ? slide.item : slide;
    if (item.kind !== "group") throw new Error("a slide is a group");
    expect([...altFields(item.fields)]).toEqual([["imageSrc", "alt"]]);
  });

  it("leaves out a portrait description posted empty, and keeps one given", () => {
    const member = describe(teamMemberSchema);
    const stored = {
      id: "esi",
      name: "Esi",
      role: "CFO",
      imageUrl: "/images/team/esi.svg",
      bio: "",
    };
    // The editor shows the description inside the picture's field: always posted, no #present.
    const posted = (alt: string) =>
      new URLSearchParams([
        ...formOf(member, stored).filter(([name]) => name !== "imageAlt#present"),
        ["imageAlt", alt],
      ]);
    expect(decode(member, posted(""), stored)).toEqual(stored);
    expect(teamMemberSchema.safeParse(decode(member, posted(""), stored)).success).toBe(true);
    expect(decode(member, posted("Esi at her desk"), stored)).toEqual({
      ...stored,
      imageAlt: "Esi at her desk",
    });
  });
});
