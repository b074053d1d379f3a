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
 * Issue 31's acceptance: a marketer adds a job opening in the content studio, publishes it,
 * and /careers reads "1 position available" with its card, description and JobPosting
 * data; removing it and publishing again brings back the empty state. At desktop width, /careers with the opening on a phone too.
 */

test.describe.configure({ mode: "serial" });

let console: Page;

test.beforeAll(async ({ browser, staff }, testInfo) => {
  test.setTimeout(120_000);
  console = await projectPage(browser, testInfo);
  const marketing = await staff.invite("jobs-marketing", "marketing");
  await acceptInvitation(console, marketing.link, "Newsletter subscribers");
});

test.afterAll(async () => {
  await console?.context().close();
});

async function openJobOpenings(origin: string) {
  await console.goto(`${origin}/staff/content/jobOpenings/main`);
  await console.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

async function publish() {
  await console.getByRole("button", { name: "Save draft" }).click();
  await expect(console.getByText("Draft saved.")).toBeVisible();
  await publishShown(console);
}

test("a marketer adds a job opening: /careers shows it, then the empty state once removed", async ({
  staff,
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await page.goto(`${staff.origin}/careers`);
  const openings = page.locator("#open-positions");
  await expect(openings.getByText("No available positions")).toBeVisible();

  await openJobOpenings(staff.origin);
  await expect(console.getByRole("heading", { name: "Job openings", level: 1 })).toBeVisible();
  await expect(console.getByText("None yet.")).toBeVisible();
  await console.getByRole("button", { name: "Add job opening" }).click();
  await expect(console.locator("#f-0-title")).toBeVisible();
  await console.locator("#f-0-category").fill("Engineering");
  await console.locator("#f-0-title").fill("Data Engineer");
  await console.locator("#f-0-company").fill("Nkabom Pay");
  await console.locator("#f-0-location").fill("Accra, Ghana");
  await console.locator("#f-0-workType").selectOption("Contract");
  await console.locator("#f-0-applicationEmail").fill("careers@nkabompay.com.gh");
  await console.locator("#f-0-posted").fill("2026-11-01");
  await console.locator("#f-0-closes").fill("2099-12-31");
  const description = console.locator("#f-0-description");
  await expect(description).toHaveAccessibleName(/Description/);
  await description.fill(
    "You will **own** our data pipelines.\n\n## What you bring\n\n- SQL\n- Python\n\n<script>window.bad = 1</script>",
  );
  // The preview is the page's own rendering, sanitised: no script survives.
  const preview = console.locator("#f-0-description-preview");
  await expect(preview.locator("strong")).toHaveText("own");
  await expect(preview.getByRole("heading", { name: "What you bring" })).toBeVisible();
  await expect(preview.locator("li")).toHaveText(["SQL", "Python"]);
  await expect(preview.locator("script")).toHaveCount(0);
  await expectAxeClean(console);
  await publish();

  await loadWhenLive(page, `${staff.origin}/careers`, () =>
    expect(openings.getByText("1 position available")).toBeVisible({ timeout: 1000 }),
  );
  await expect(openings.getByText("No available positions")).toHaveCount(0);
  const card = openings.getByRole("button", { name: /Data Engineer/ });
  await expect(card).toContainText("Engineering");
  await expect(card).toContainText("Accra, Ghana");
  await expect(card).toContainText("Contract");
  // The first card is open from the start.
  await expect(card).toHaveAttribute("aria-expanded", "true");
  const panel = openings.getByRole("region", { name: /Data Engineer/ });
  await expect(panel.locator("strong")).toHaveText("own");
  await expect(panel.locator("li")).toHaveText(["SQL", "Python"]);
  await expect(panel.locator("script")).toHaveCount(0);
  await expect(
    panel.locator('a[href^="mailto:careers@nkabompay.com.gh?subject=Application"]'),
  ).toBeVisible();
  const jobPosting = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) =>
      scripts
        .map((s) => JSON.parse(s.textContent ?? "{}") as { "@type"?: string; title?: string })
        .filter((data) => data["@type"] === "JobPosting"),
    );
  expect(jobPosting.map((data) => data.title)).toEqual(["Data Engineer"]);
  await expectAxeClean(page);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, "the page scrolls sideways").toBeLessThanOrEqual(0);
  await expectFitsAPhone(browser, `${staff.origin}/careers`);

  // Taken out again, so the site is back to the seed's empty state.
  await openJobOpenings(staff.origin);
  await console.getByRole("button", { name: "Remove Job opening 1" }).click();
  await expect(console.getByText("None yet.")).toBeVisible();
  await publish();
  await loadWhenLive(page, `${staff.origin}/careers`, () =>
    expect(openings.getByText("No available positions")).toBeVisible({ timeout: 1000 }),
  );
  await expect(openings.getByText(/positions? available$/)).toHaveCount(0);
});
