// @vitest-environment node
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { JSDOM } from "jsdom";
import { afterAll, describe, expect, it } from "vitest";
import { site } from "../config/site.ts";
import { articleJsonLd } from "../lib/structured-data.ts";
import { articleWithNeighbours, readArticles } from "./articles.server.ts";

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
    const articles = await readArticles();
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
    const articles = await readArticles();
    const dates = articles.map((a) => a.date);
    expect(dates).toEqual([...dates].sort().reverse());
    const middle = await articleWithNeighbours(articles[1]!.slug);
    expect(middle?.previous?.slug).toBe(articles[2]!.slug);
    expect(middle?.next?.slug).toBe(articles[0]!.slug);
    expect((await articleWithNeighbours(articles[0]!.slug))?.next).toBeUndefined();
    expect(await articleWithNeighbours("no-such-article")).toBeUndefined();
  });
});

describe("the Markdown pipeline", () => {
  it("sanitises what an editor pastes: no script, event handler or javascript: link", async () => {
    const dir = await folder({
      "pasted.md": valid(
        '\n<script>alert(1)</script>\n\n<img src="x.png" onerror="alert(2)">\n\n[click](javascript:alert(3)) and <a href="/ok" onclick="alert(4)">ok</a>\n',
      ),
    });
    const [article] = await readArticles(dir);
    expect(article!.html).toContain("Body paragraph.");
    expect(article!.html).not.toMatch(/<script|onerror|onclick|javascript:|alert\(/);
  });

  it("refuses bad front matter with the file and every field named", async () => {
    const bad = valid().replace("date: 2026-01-05", "date: 5 January").replace("hero: ussd\n", "");
    const dir = await folder({ "bad-one.md": bad, "Bad Name.md": valid() });
    const message = await readArticles(dir).then(
      () => "no error",
      (e: Error) => e.message,
    );
    expect(message).toContain(
      `${path.join(dir, "bad-one.md")}: field "date": use the form YYYY-MM-DD`,
    );
    expect(message).toContain(`${path.join(dir, "bad-one.md")}: field "hero"`);
    expect(message).toContain(`${path.join(dir, "Bad Name.md")}: the file name must be`);
  });

  it("refuses an h1 in the body, since the title is the page's h1", async () => {
    const dir = await folder({ "titled.md": valid("\n# Another title\n") });
    await expect(readArticles(dir)).rejects.toThrow(/titled\.md: use "##"/);
  });
});

describe("Article JSON-LD", () => {
  it("names the headline, dates, image, author and publisher", async () => {
    const [latest] = await readArticles();
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
