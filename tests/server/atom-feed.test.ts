import { JSDOM } from "jsdom";
import { describe, expect, it } from "vitest";
import { publishedArticles } from "#app/content/articles.server.ts";
import { seedSnapshot } from "#app/content/page-content.server.ts";
import { articleEntrySchema, type ArticleEntry } from "#app/content/schemas/article.ts";
import { atomFeed } from "#server/content/article-files.server.ts";

/**
 * The Atom feed read back by a real XML parser (jsdom's, on saxes): whatever an article's
 * title, summary, body or tags hold, the feed stays well-formed, holds no element outside
 * Atom's namespace, and gives a reader back exactly what the editor wrote.
 */
const ATOM = "http://www.w3.org/2005/Atom";
const ORIGIN = "https://www.nkabompay.com.gh";
const facts = { name: "Nkabom Pay", legalName: "Nkabom Pay Ltd" };
const { DOMParser } = new JSDOM().window;

function parse(xml: string) {
  const doc = new DOMParser().parseFromString(xml, "application/xml");
  const error = doc.getElementsByTagName("parsererror")[0];
  if (error) throw new Error(`not well-formed: ${error.textContent}`);
  return doc;
}

const foreignElements = (doc: Document) =>
  [...doc.getElementsByTagName("*")]
    .filter((element) => element.namespaceURI !== ATOM)
    .map((element) => `{${element.namespaceURI}}${element.localName}`);

const SCRIPT_TITLE = `]]>]]><x:script xmlns:x="http://www.w3.org/1999/xhtml">alert(201)</x:script><![CDATA[`;
const LINK_SUMMARY = `]]>]]><x:a xmlns:x="http://www.w3.org/1999/xhtml" href="https://evil.example/" style="position:fixed;inset:0">Session expired: sign in</x:a><![CDATA[`;

const hostile: ArticleEntry = articleEntrySchema.parse({
  slug: "hostile-words",
  title: SCRIPT_TITLE,
  description: LINK_SUMMARY,
  date: "2031-01-02",
  author: { name: 'Ama <b>"Mensah"</b> & co', role: "Writer" },
  tags: ["B2B <3", 'say "hi" & ]]>', "a]]>b]]>c", "tab\tand\u0001bell"],
  hero: "ussd",
  body: [
    "Two ends in one paragraph: ]]> and ]]> again, and `]]>` in code.",
    "",
    "<x:script xmlns:x='http://www.w3.org/1999/xhtml'>alert(202)</x:script> &amp; a [link](/about-us).",
  ].join("\n"),
});

describe("the Atom feed", () => {
  it("stays well-formed Atom with hostile titles, summaries, bodies and tags", () => {
    const seed = seedSnapshot().articles.main!;
    const articles = publishedArticles([hostile, ...seed]);
    const doc = parse(atomFeed(ORIGIN, articles, facts, new Date("2031-01-03T00:00:00Z")));

    expect(doc.documentElement.localName).toBe("feed");
    expect(foreignElements(doc)).toEqual([]);
    expect(doc.getElementsByTagNameNS(ATOM, "entry")).toHaveLength(articles.length);

    const entry = doc.getElementsByTagNameNS(ATOM, "entry")[0]!;
    const child = (name: string) => entry.getElementsByTagNameNS(ATOM, name)[0]!;
    // The reader gets the words as written: plain text, nothing dropped but what XML forbids.
    expect(child("title").textContent).toBe(SCRIPT_TITLE);
    expect(child("title").getAttribute("type") ?? "text").toBe("text");
    expect(child("summary").textContent).toBe(LINK_SUMMARY);
    expect(child("name").textContent).toBe('Ama <b>"Mensah"</b> & co');
    expect(
      [...entry.getElementsByTagNameNS(ATOM, "category")].map((c) => [
        c.getAttribute("term"),
        c.getAttribute("label"),
      ]),
    ).toEqual(["B2B <3", 'say "hi" & ]]>', "a]]>b]]>c", "tab\tandbell"].map((tag) => [tag, tag]));
    // The body is the sanitised HTML as text for the reader to render (type="html").
    const content = child("content");
    expect(content.getAttribute("type")).toBe("html");
    expect(content.textContent).toBe(articles[0]!.html.replaceAll('href="/', `href="${ORIGIN}/`));
    expect(content.textContent).toContain("]]> and ]]> again");
    expect(content.textContent).toContain(`href="${ORIGIN}/about-us"`);
  });

  it("puts no element of a title's into the feed, even when the rest stays well-formed", () => {
    const [first, ...rest] = seedSnapshot().articles.main!;
    const articles = publishedArticles([{ ...first!, title: SCRIPT_TITLE }, ...rest]);
    const doc = parse(atomFeed(ORIGIN, articles, facts, new Date()));
    expect(foreignElements(doc)).toEqual([]);
    expect(doc.getElementsByTagNameNS(ATOM, "title")[1]!.textContent).toBe(SCRIPT_TITLE);
  });

  it("lists the seed's articles with absolute links", () => {
    const articles = publishedArticles(seedSnapshot().articles.main!);
    const doc = parse(atomFeed(ORIGIN, articles, facts, new Date()));
    expect(foreignElements(doc)).toEqual([]);
    const ids = [...doc.getElementsByTagNameNS(ATOM, "entry")].map(
      (entry) => entry.getElementsByTagNameNS(ATOM, "id")[0]!.textContent,
    );
    expect(ids).toEqual(articles.map((article) => ORIGIN + article.path));
    const self = [...doc.documentElement.children].find(
      (el) => el.localName === "link" && el.getAttribute("rel") === "self",
    );
    expect(self?.getAttribute("href")).toBe(`${ORIGIN}/articles/feed.xml`);
  });
});
