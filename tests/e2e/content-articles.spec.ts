import { expect, type Page } from "@playwright/test";
import {
  acceptInvitation,
  expectAxeClean,
  expectFitsAPhone,
  test,
  loadWhenLive,
  projectPage,
  publishShown,
} from "./staff-support.ts";

/**
 * Issue 31: a marketer adds an article in the content studio and publishes it: /articles
 * opens with it, its own address shows its Markdown rendered (and sanitised), the feed and
 * the sitemap list it; removing it and publishing again makes its address the 404 page.
 * At desktop width, the published article's page on a phone too.
 */

test.describe.configure({ mode: "serial" });

let console: Page;

test.beforeAll(async ({ browser, staff }, testInfo) => {
  test.setTimeout(120_000);
  console = await projectPage(browser, testInfo);
  const marketing = await staff.invite("articles-marketing", "marketing");
  await acceptInvitation(console, marketing.link, "Newsletter subscribers");
});

test.afterAll(async () => {
  await console?.context().close();
});

const SLUG = "card-payments-in-ghana";
const TITLE = "Card payments in Ghana: what merchants should know";

async function openArticles(origin: string) {
  await console.goto(`${origin}/staff/content/articles/main`);
  await console.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

async function saveDraft() {
  await console.getByRole("button", { name: "Save draft" }).click();
}

async function publish() {
  await saveDraft();
  await expect(console.getByText("Draft saved.")).toBeVisible();
  await publishShown(console);
}

test("a marketer adds an article: /articles, its page, the feed and the sitemap show it; removed, it is gone", async ({
  staff,
  page,
  request,
  browser,
}) => {
  test.setTimeout(180_000);
  const address = `${staff.origin}/articles/${SLUG}`;
  expect((await request.get(address)).status()).toBe(404);

  await openArticles(staff.origin);
  await expect(console.getByRole("heading", { name: "Articles", level: 1 })).toBeVisible();
  await console.getByRole("button", { name: "Add article" }).click();
  const slug = console.locator("#f-3-slug");
  await expect(slug).toBeVisible();
  await expect(slug).toHaveAccessibleDescription(/the old address keeps leading to the article/);
  // An address another article has is refused at the field, the rest of the form kept.
  const taken = await console.locator("#f-0-slug").inputValue();
  await slug.fill(taken);
  await console.locator("#f-3-title").fill(TITLE);
  await console
    .locator("#f-3-description")
    .fill(
      "Cards are growing fast in Ghana. What it costs a merchant to take them, and how to start.",
    );
  await console.locator("#f-3-date").fill("2026-11-25");
  await console.locator("#f-3-author-name").fill("The Nkabom Pay Product Team");
  await console.locator("#f-3-author-role").fill("Payments and integrations");
  await console.locator("#f-3-tags-0").fill("Cards");
  await console.locator("#f-3-hero").selectOption("interop");
  const body = console.locator("#f-3-body");
  await expect(body).toHaveAccessibleName(/Article/);
  await body.fill(
    "Cards are **everywhere** in Accra now.\n\n## What it costs\n\n- A fee per payment\n- Nothing a month\n\n[Tap here](javascript:alert(1)) or read [our collections page](/services/collections).\n\n<script>window.bad = 1</script>",
  );
  const preview = console.locator("#f-3-body-preview");
  await expect(preview.locator("strong")).toHaveText("everywhere");
  await expect(preview.getByRole("heading", { name: "What it costs" })).toBeVisible();
  await expect(preview.locator("script")).toHaveCount(0);
  await saveDraft();
  await expect(console.locator("#f-3-slug-error")).toContainText(
    "is already the web address of another article",
  );
  await expect(console.locator("#f-3-title")).toHaveValue(TITLE);
  await console.locator("#f-3-slug").fill(SLUG);
  await expectAxeClean(console);
  await publish();

  // The newest article opens /articles.
  await loadWhenLive(page, `${staff.origin}/articles`, () =>
    expect(page.getByRole("heading", { level: 1 })).toHaveText(TITLE, { timeout: 1000 }),
  );

  await page.goto(address);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await expect(page).toHaveTitle(new RegExp(`^${TITLE}`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(TITLE);
  const article = page.locator("article");
  await expect(article.locator("strong")).toHaveText("everywhere");
  await expect(article.getByRole("heading", { name: "What it costs", level: 2 })).toBeVisible();
  await expect(article.locator("li")).toHaveText(["A fee per payment", "Nothing a month"]);
  await expect(article.getByRole("link", { name: "our collections page" })).toHaveAttribute(
    "href",
    "/services/collections",
  );
  await expect(article.locator('a[href^="javascript:"], script')).toHaveCount(0);
  // Its neighbour is the article that was the newest before it.
  await expect(page.getByRole("link", { name: /Previous article/ })).toBeVisible();
  const jsonLd = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) =>
      scripts
        .map((s) => JSON.parse(s.textContent ?? "{}") as { "@type"?: string; headline?: string })
        .filter((data) => data["@type"] === "Article"),
    );
  expect(jsonLd.map((data) => data.headline)).toEqual([TITLE]);
  await expectAxeClean(page);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, "the page scrolls sideways").toBeLessThanOrEqual(0);
  await expectFitsAPhone(browser, address);

  const feed = await (await request.get(`${staff.origin}/articles/feed.xml`)).text();
  expect(feed).toContain(`<title>${TITLE}</title>`);
  expect(feed).toContain(`/articles/${SLUG}</id>`);
  expect(feed).not.toContain("javascript:");
  const card = await request.get(`${staff.origin}/og/articles/${SLUG}.png`);
  expect(card.status()).toBe(200);
  expect(card.headers()["content-type"]).toBe("image/png");
  expect(await (await request.get(`${staff.origin}/sitemap.xml`)).text()).toContain(
    `/articles/${SLUG}</loc>`,
  );

  // Taken out again: its address is the 404 page, the feed and the sitemap leave it out.
  await openArticles(staff.origin);
  await console.getByRole("button", { name: "Remove Article 4" }).click();
  await expect(console.locator("#f-3-slug")).toHaveCount(0);
  await publish();
  await expect
    .poll(async () => (await request.get(address)).status(), { timeout: 15_000 })
    .toBe(404);
  const gone = await request.get(address);
  expect(await gone.text()).toContain("<title>Page not found | Nkabom Pay</title>");
  expect((await request.get(`${address}.data`)).status()).toBe(404);
  expect(await (await request.get(`${staff.origin}/articles/feed.xml`)).text()).not.toContain(SLUG);
  expect(await (await request.get(`${staff.origin}/sitemap.xml`)).text()).not.toContain(SLUG);
});
