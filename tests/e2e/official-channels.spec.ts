import { site } from "#app/config/site.ts";
import { officialChannelsCopy as copy } from "#app/content/official-channels.ts";
import { expect, isMobile, test } from "./fixtures.ts";

// /official-channels (issue 22): every fact from the config, linked from the footer, the
// help centre and /security, in the sitemap with structured data.
test("lists every official domain, number, address and account from the config", async ({
  page,
}) => {
  await page.goto("/official-channels");
  await expect(page.getByRole("heading", { level: 1, name: copy.title })).toBeVisible();
  const main = page.locator("main");
  for (const href of [site.url, site.docs.host, ...Object.values(site.externalProducts)]) {
    await expect(main.locator(`a[href="${href}"]`)).toContainText(new URL(href).host);
  }
  for (const phone of Object.values(site.phones)) {
    await expect(main.locator(`a[href="tel:${phone.tel}"]`).first()).toContainText(phone.display);
  }
  for (const email of [...Object.values(site.emails), site.compliance.dpo.email]) {
    await expect(main.locator(`a[href="mailto:${email}"]`)).toHaveText(email);
  }
  for (const account of site.social) {
    await expect(main.locator(`a[href="${account.href}"]`)).toBeVisible();
  }
  for (const item of ["Your PIN", "A one-time code", "Your password"]) {
    await expect(main.getByRole("heading", { name: item })).toBeVisible();
  }
  const report = main.getByRole("region", { name: copy.reportHeading });
  await expect(report.getByRole("link", { name: copy.reportCall })).toHaveAttribute(
    "href",
    `tel:${site.phones.support.tel}`,
  );
  await expect(report.getByRole("link", { name: copy.reportEmail })).toHaveAttribute(
    "href",
    `mailto:${site.emails.support}?subject=Scam%20report`,
  );

  const jsonLd = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) => scripts.map((s) => JSON.parse(s.textContent ?? "{}")));
  const contactPage = jsonLd.find((d) => d["@type"] === "ContactPage");
  expect(contactPage.about.email).toBe(site.emails.support);
  expect(contactPage.about.sameAs).toEqual(expect.arrayContaining(site.social.map((s) => s.href)));
});

test(
  "the footer, the help centre and /security lead to it; the sitemap lists it",
  { tag: "@phone" },
  async ({ page, request }) => {
    await page.goto("/");
    await page.locator("footer").getByRole("link", { name: "Official Channels" }).click();
    await expect(page).toHaveURL(/\/official-channels$/);

    await page.goto("/help-center");
    await page.getByRole("link", { name: "Check our official channels and report a scam" }).click();
    await expect(page).toHaveURL(/\/official-channels$/);

    await page.goto("/security");
    await page.getByRole("link", { name: "Check our official channels and report a scam" }).click();
    await expect(page).toHaveURL(/\/official-channels$/);
    if (!isMobile(page)) return;
    const sitemap = await (await request.get("/sitemap.xml")).text();
    expect(sitemap).toContain(`/official-channels</loc>`);
  },
);
