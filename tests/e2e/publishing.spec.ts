import { expect, test } from "./fixtures.ts";
import { pages } from "./public-pages.ts";

const articles = pages.filter((p) => p.path.startsWith("/articles/"));

test("/articles shows the newest article in full and lists the others", async ({ page }) => {
  await page.goto("/articles");
  const [newest, ...older] = articles;
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(newest!.title);
  await expect(page.getByRole("article")).toContainText("A short checklist");
  const more = page.getByRole("complementary").filter({ hasText: "More articles" });
  for (const a of older) {
    await expect(
      more.getByRole("link", { name: new RegExp(a.title.slice(0, 30)) }),
    ).toHaveAttribute("href", a.path);
  }
});

test("readers move between articles in the page, with the data built ahead", async ({ page }) => {
  const requests: string[] = [];
  page.on("request", (r) => requests.push(new URL(r.url()).pathname));
  await page.goto(articles[0]!.path);
  await page.getByRole("link", { name: /Previous article/ }).click();
  await expect(page).toHaveURL(articles[1]!.path);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(articles[1]!.title);
  await expect(page).toHaveTitle(new RegExp(articles[1]!.title.slice(0, 30)));
  // A client-side navigation: the prerendered loader data, not a new document.
  expect(requests).toContain(`${articles[1]!.path}.data`);
  expect(requests.filter((p) => p === articles[1]!.path)).toEqual([]);
  await page.getByRole("link", { name: /Next article/ }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(articles[0]!.title);
});

test("the trust centre is linked from the footer and leads to the disclosure policy", async ({
  page,
}) => {
  await page.goto("/about-us");
  await page.getByRole("contentinfo").getByRole("link", { name: "Security", exact: true }).click();
  await expect(page).toHaveURL("/security");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Security and data protection");
  await page.getByRole("link", { name: "Report a vulnerability" }).click();
  await expect(page).toHaveURL("/security#disclosure");
  await expect(page.locator("#disclosure")).toBeFocused();
  await expect(page.getByRole("link", { name: "security.txt" })).toHaveAttribute(
    "href",
    "/.well-known/security.txt",
  );
});

test("the Company menu links to the trust centre", async ({ page, viewport }) => {
  test.skip((viewport?.width ?? 0) < 1024, "desktop menu");
  await page.goto("/");
  await page.getByRole("button", { name: "Company", exact: true }).click();
  await page
    .locator("#nav-panel-company")
    .getByRole("link", { name: /Security/ })
    .click();
  await expect(page).toHaveURL("/security");
});
