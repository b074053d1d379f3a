import { expect, type Page, type TestInfo } from "@playwright/test";
import sharp from "sharp";
import {
  acceptInvitation,
  expectAxeClean,
  test,
  loadWhenLive,
  projectPage,
  pressChecked,
  publishShown,
} from "./staff-support.ts";

/**
 * A change reaching the public site while it runs (issue 31): the marketer's draft is seen
 * in the preview (never cached or indexed), then published, and the About page shows it on
 * a fresh load and after a client-side navigation (its `.data`), with no restart or build;
 * an uploaded team photo with its description shows on /about-us, its files cached for
 * good. Each test puts back the version that was live before it, so their order does not
 * matter. On the shared staff server this spec alone edits the about and team-member entries
 * (staff-content.spec.ts owns the home page's).
 */

test.describe.configure({ mode: "serial" });

let marketer: Page;

test.beforeAll(async ({ browser, staff }, testInfo) => {
  test.setTimeout(120_000);
  marketer = await projectPage(browser, testInfo);
  const marketing = await staff.invite("live-marketing", "marketing");
  await acceptInvitation(marketer, marketing.link, "Newsletter subscribers");
});

test.afterAll(async () => {
  await marketer?.context().close();
});

async function openEntry(page: Page, origin: string, type: string, id: string) {
  await page.goto(`${origin}/staff/content/${type}/${encodeURIComponent(id)}`);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

/** The version the site shows now, as the editor's status line names it. */
async function liveVersion(page: Page): Promise<string> {
  const line = await page
    .getByText(/^Live: /)
    .first()
    .textContent();
  return /the original/.test(line ?? "") ? "the original" : /version (\d+)/.exec(line!)![1]!;
}

/** Puts back the version that was live before the test (if it got as far as publishing). */
async function rollBack(page: Page, origin: string, type: string, id: string, live: string) {
  await openEntry(page, origin, type, id);
  if ((await liveVersion(page)) === live) return;
  const name =
    live === "the original" ? "Roll back to the original" : `Roll back to version ${live}`;
  await pressChecked(
    page,
    page.getByRole("button", { name }),
    page.getByText("Rolled back: the site shows the chosen version now."),
  );
}

/** Screenshots for a person to look at, when LOOK_SCREENSHOTS names a folder. */
async function picture(page: Page, name: string, testInfo: TestInfo) {
  const folder = process.env.LOOK_SCREENSHOTS;
  if (!folder) return;
  const width = testInfo.project.use.viewport?.width ?? 1440;
  await page.screenshot({ path: `${folder}/${name}-${width}.png`, fullPage: true });
}

test("a new About headline: seen in the preview, then live on a fresh load and a client-side navigation", async ({
  staff,
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  const page = marketer;
  const headline = `Payment rails for every market day (${testInfo.project.name})`;
  await openEntry(page, staff.origin, "about", "main");
  const before = await liveVersion(page);
  await page.locator("#f-aboutHero-title").fill(headline);
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByText("Draft saved.")).toBeVisible();

  try {
    // The preview: a new tab, the draft over the live site, never cached, never indexed.
    const desktop = page.getByRole("link", { name: "Preview at desktop width (new tab)" });
    const phone = page.getByRole("link", { name: "Preview at phone width (new tab)" });
    await expect(desktop).toHaveAttribute("target", "_blank");
    await expect(phone).toHaveAttribute("href", /\/preview\?width=phone$/);
    await expectAxeClean(page);
    const [preview] = await Promise.all([page.context().waitForEvent("page"), desktop.click()]);
    await preview.waitForLoadState();
    await expect(preview.getByRole("heading", { level: 1 })).toHaveText(headline);
    await expect(preview).toHaveTitle(/^(?!Something went wrong)/);
    await picture(preview, "preview-desktop", testInfo);
    const answer = await page.request.get(`${staff.origin}${await desktop.getAttribute("href")}`);
    expect(answer.status()).toBe(200);
    expect(answer.headers()["cache-control"]).toBe("no-store");
    expect(answer.headers()["x-robots-tag"]).toMatch(/noindex/);
    expect(await answer.text()).toContain('name="robots" content="noindex');
    const phoneAnswer = await page.request.get(
      `${staff.origin}${await phone.getAttribute("href")}`,
    );
    expect(phoneAnswer.status()).toBe(200);
    expect(phoneAnswer.headers()["cache-control"]).toBe("no-store");
    await preview.goto(`${staff.origin}${await phone.getAttribute("href")}`);
    await picture(preview, "preview-phone", testInfo);
    await preview.close();

    // Not live before it is published.
    const visitor = await projectPage(browser, testInfo);
    await visitor.goto(`${staff.origin}/about-us`);
    await expect(visitor.getByRole("heading", { level: 1 })).not.toContainText(headline);

    await publishShown(page);

    // A fresh load of the page...
    await loadWhenLive(visitor, `${staff.origin}/about-us`, () =>
      expect(visitor.getByRole("heading", { level: 1 })).toContainText(headline, {
        timeout: 1000,
      }),
    );
    // ...and a client-side navigation back to it, which reads the page's `.data`.
    await visitor.goto(`${staff.origin}/`);
    await visitor.locator("html[data-hydrated]").waitFor({ state: "attached" });
    const data = visitor.waitForResponse((r) => new URL(r.url()).pathname === "/about-us.data");
    await visitor
      .getByRole("contentinfo")
      .getByRole("link", { name: "About Us", exact: true })
      .click();
    expect((await data).status()).toBe(200);
    await expect(visitor).toHaveURL(`${staff.origin}/about-us`);
    await expect(visitor.getByRole("heading", { level: 1 })).toContainText(headline);
    await visitor.context().close();
  } finally {
    await rollBack(page, staff.origin, "about", "main", before);
  }
});

test("an uploaded team photo with its description shows on /about-us, its files cached for good", async ({
  staff,
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  const page = marketer;
  // The CEO: the About page shows her portrait, described, without opening anything.
  const member = "akosua-boateng";
  const description = `Akosua Boateng at the Accra office (${testInfo.project.name})`;
  await openEntry(page, staff.origin, "teamMember", member);
  const before = await liveVersion(page);
  const portrait = page.getByRole("group", { name: "Portrait" });
  await expect(portrait.getByLabel("Picture address")).toHaveValue(/^\/images\//);
  const photo = await sharp({
    create: { width: 960, height: 720, channels: 3, background: { r: 23, g: 165, b: 122 } },
  })
    .jpeg()
    .toBuffer();
  await portrait
    .getByLabel("Picture file")
    .setInputFiles({ name: "akosua.jpg", mimeType: "image/jpeg", buffer: photo });
  await portrait.getByLabel("Description (alt text)").fill(description);
  await portrait.getByRole("button", { name: "Upload picture" }).click();
  await expect(portrait.getByRole("status")).toHaveText(/Uploaded\./);
  await expect(portrait.getByLabel("Picture address")).toHaveValue(/^\/media\/[0-9a-f]+\/960x720$/);
  await expect(portrait.getByRole("img", { name: description })).toBeVisible();
  await expectAxeClean(page);
  await picture(page, "editor-image-field", testInfo);
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByText("Draft saved.")).toBeVisible();
  await expect(
    page.getByRole("group", { name: "Portrait" }).getByLabel("Description (alt text)"),
  ).toHaveValue(description);

  try {
    await publishShown(page);
    const visitor = await projectPage(browser, testInfo);
    const img = visitor.locator(`picture > img[alt="${description}"]`);
    await loadWhenLive(visitor, `${staff.origin}/about-us`, () =>
      expect(img).toHaveCount(1, { timeout: 1000 }),
    );
    await img.scrollIntoViewIfNeeded();
    await expect(img).toBeVisible();
    await expect
      .poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0))
      .toBe(true);
    const sources = await img
      .locator("xpath=..")
      .evaluate((el) =>
        [...el.querySelectorAll("source, img")].flatMap((s) =>
          (s.getAttribute("srcset") ?? "").split(",").map((c) => c.trim().split(" ")[0]!),
        ),
      );
    expect(sources.length).toBeGreaterThan(2);
    for (const src of sources) {
      const file = await visitor.request.get(`${staff.origin}${src}`);
      expect(file.status(), src).toBe(200);
      expect(file.headers()["cache-control"], src).toContain("immutable");
    }
    // The leadership card shows the same photograph (described by the card's own words).
    await expect(visitor.locator(`[data-member="${member}"] picture img`)).toHaveCount(1);
    await visitor.context().close();
  } finally {
    await rollBack(page, staff.origin, "teamMember", member, before);
  }
});
