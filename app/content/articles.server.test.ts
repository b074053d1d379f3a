// @vitest-environment node
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { JSDOM } from "jsdom";
import { afterAll, describe, expect, it } from "vitest";
import { site } from "../config/site.ts";
import { articleJsonLd } from "../lib/structured-data.ts";
import { articleWithNeighbours, publishedArticles, readArticleFiles } from "./articles.server.ts";
import { contentTypes, seedProblems } from "./seed.server.ts";
import { articlesSchema, type ArticleEntry } from "./schemas/article.ts";

const readArticles = (dir?: string) => publishedArticles(readArticleFiles(dir));

const valid = (extra = "") =>
  `---\ntitle: A valid title for a test article\ndescription: A description long enough to pass the schema's minimum length of fifty.\ndate: 2026-01-05\nauthor:\n  name: Test Team\n  role: Testing\ntags: [Testing]\nhero: ussd\n---\n\nBody paragraph.\n${extra}`;

const folders: string[] = [];
afterAll(() => Promise.all(folders.map((dir) => rm(dir, { recursive: true, force: true }))));

async function folder(files: Record<string, string>): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), "articles-"));
  folders.push(dir);
  for (const [name, text] of Object.entries(files)) await writeFile(path.join(dir, name), text);
  return dir;
}

describe("the shipped articles", () => {
  it("are at least three real articles, each with sections and a true reading time", async () => {
    const articles = readArticles();
    expect(articles.length).toBeGreaterThanOrEqual(3);
    for (const a of articles) {
      const doc = new JSDOM(a.html).window.document;
      const words = (doc.body.textContent ?? "").split(/\s+/).filter(Boolean).length;
      expect(words, a.slug).toBeGreaterThan(700);
      expect(a.readingMinutes, a.slug).toBe(Math.round(words / 200));
      const ids = [...doc.querySelectorAll("h2")].map((h) => h.id);
      expect(ids.length, a.slug).toBeGreaterThanOrEqual(3);
      expect(new Set(ids).size, a.slug).toBe(ids.length);
      expect(doc.querySelector("h1"), a.slug).toBeNull();
    }
  });

  it("are newest first, and each links to its older and newer neighbour", async () => {
    const articles = readArticles();
    const dates = articles.map((a) => a.date);
    expect(dates).toEqual([...dates].sort().reverse());
    const middle = articleWithNeighbours(articles, articles[1]!.slug);
    expect(middle?.previous?.slug).toBe(articles[2]!.slug);
    expect(middle?.next?.slug).toBe(articles[0]!.slug);
    expect(articleWithNeighbours(articles, articles[0]!.slug)?.next).toBeUndefined();
    expect(articleWithNeighbours(articles, "no-such-article")).toBeUndefined();
  });
});

describe("the Markdown pipeline", () => {
  it("sanitises what an editor pastes: no script, event handler or javascript: link", async () => {
    const dir = await folder({
      "pasted.md": valid(
        '\n<script>alert(1)</script>\n\n<img src="x.png" onerror="alert(2)">\n\n[click](javascript:alert(3)) and <a href="/ok" onclick="alert(4)">ok</a>\n',
      ),
    });
    const [article] = readArticles(dir);
    expect(article!.html).toContain("Body paragraph.");
    expect(article!.html).not.toMatch(/<script|onerror|onclick|javascript:|alert\(/);
  });

  it("refuses bad front matter with the file and every field named", async () => {
    const bad = valid().replace("date: 2026-01-05", "date: 5 January").replace("hero: ussd\n", "");
    const dir = await folder({ "bad-one.md": bad, "Bad Name.md": valid() });
    let message = "no error";
    try {
      readArticles(dir);
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toContain(
      `${path.join(dir, "bad-one.md")}: field "date": use the form YYYY-MM-DD`,
    );
    expect(message).toContain(`${path.join(dir, "bad-one.md")}: field "hero"`);
    expect(message).toContain(`${path.join(dir, "Bad Name.md")}: the file name must be`);
  });

  it("refuses an h1 in the body, since the title is the page's h1", async () => {
    const dir = await folder({ "titled.md": valid("\n# Another title\n") });
    expect(() => readArticles(dir)).toThrow(/titled\.md: field "body": use "##"/);
  });
});

describe("Article JSON-LD", () => {
  it("names the headline, dates, image, author and publisher", async () => {
    const [latest] = readArticles();
    const data = articleJsonLd("https://www.example.com.gh", latest!, site);
    expect(data).toMatchObject({
      "@type": "Article",
      headline: latest!.title,
      datePublished: latest!.date,
      image: [`https://www.example.com.gh/og/articles/${latest!.slug}.png`],
      mainEntityOfPage: `https://www.example.com.gh/articles/${latest!.slug}`,
      publisher: { "@type": "Organization", name: "Nkabom Pay" },
    });
  });
});

describe("the articles entry the console edits", () => {
  const seed = contentTypes.find((t) => t.type === "articles")!;
  const seeded = seed.entries.main as ArticleEntry[];
  const problems = (list: unknown) => seedProblems([{ ...seed, entries: { main: list } }]);

  it("is seeded from content/articles/, one item per file, the file name its slug", () => {
    expect(seeded.map((a) => a.slug).sort()).toEqual([
      "direct-debit-recurring-payments",
      "mobile-money-interoperability",
      "ussd-payment-menus",
    ]);
    expect(problems(seeded)).toEqual([]);
  });

  it("refuses two articles at one address, naming the second", () => {
    const copy = { ...seeded[0]!, title: "Another article at the same address" };
    expect(problems([...seeded, copy])).toEqual([
      `articles › main › 3.slug: "${copy.slug}" is already the web address of another article: each needs its own`,
    ]);
  });

  it("refuses a slug that is not lower-case words joined by hyphens", () => {
    for (const slug of [
      "Mobile-Money",
      "mobile money",
      "mobile--money",
      "-mobile",
      "../etc",
      "a/b",
    ]) {
      expect(problems([{ ...seeded[0]!, slug }]), slug).toEqual([
        "articles › main › 0.slug: Web address: lower-case letters, digits and single hyphens only",
      ]);
    }
  });

  it("refuses an empty list: /articles shows the newest article", () => {
    expect(articlesSchema.safeParse([]).success).toBe(false);
  });

  it("keeps a javascript: link, a script and an event handler in the body out of the page", () => {
    const body =
      'Body paragraph.\n\n[click](javascript:alert(3)) <a href="/ok" onclick="alert(4)">ok</a>\n\n<script>alert(1)</script>\n';
    const entry = { ...seeded[0]!, slug: "pasted", body };
    expect(problems([entry])).toEqual([]);
    const [article] = publishedArticles([entry]);
    expect(article!.path).toBe("/articles/pasted");
    expect(article!.html).toContain("Body paragraph.");
    expect(article!.html).not.toMatch(/<script|onclick|javascript:|alert\(/);
  });
});
