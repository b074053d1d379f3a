import { expect } from "@playwright/test";
import {
  acceptInvitation,
  expectAxeClean,
  projectPage,
  publishShown,
  test,
  uniqueAddress,
} from "./staff-support.ts";

/**
 * Issue 40, F1: the legal pages show the company's phones and addresses from the site
 * facts. A marketer who changes the security address cannot publish it alone: the change
 * goes to review, the compliance reviewer finds it on the security page's entry and sees
 * every legal page it alters, and once approved and published, /security and
 * /.well-known/security.txt both name the new address.
 */
// An address of this try's own: an earlier one may have published its own already.
const ADDRESS = uniqueAddress("vulnerabilities").replace("nkabompay.test", "nkabompay.com.gh");
const FIELD = "E-mail addresses › Vulnerability reports";

test("a new security address goes to review; the reviewer sees the legal pages it alters; published, /security and security.txt name it", async ({
  browser,
  staff,
}, testInfo) => {
  test.setTimeout(180_000);
  const marketing = await projectPage(browser, testInfo);
  const marketer = await staff.invite("facts-marketing", "marketing");
  await acceptInvitation(marketing, marketer.link, "Newsletter subscribers");
  const reviewer = await projectPage(browser, testInfo);
  const compliance = await staff.invite("facts-reviewer", "compliance");
  await acceptInvitation(reviewer, compliance.link, "Data-subject requests");

  await marketing.goto(`${staff.origin}/staff/content/siteFacts/main`);
  await marketing.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await marketing.locator("#f-emails-security").fill(ADDRESS);
  await marketing.getByRole("button", { name: "Save draft" }).click();
  await expect(marketing.getByText("Draft saved.")).toBeVisible();
  await expect(marketing.getByText("Needs compliance review").first()).toBeVisible();
  // Marketing alone does not publish it: it changes what the legal pages say.
  await expect(marketing.getByRole("button", { name: /Publish version/ })).toHaveCount(0);
  const altered = marketing.getByRole("region", { name: "Legal pages this change alters" });
  for (const page of ["Security", "/security", "Official channels", "/official-channels"]) {
    await expect(altered).toContainText(page);
  }
  await expect(altered).toContainText(FIELD);
  await expect(altered).not.toContainText("/terms-and-conditions");
  await expectAxeClean(marketing);
  await marketing.getByRole("button", { name: "Submit for review" }).click();
  await expect(marketing.getByText("Submitted for review")).toBeVisible();

  // The reviewer finds the change on the security page's own entry.
  await reviewer.goto(`${staff.origin}/staff/content/security/main`);
  await reviewer.locator("html[data-hydrated]").waitFor({ state: "attached" });
  const notice = reviewer.getByRole("status").filter({ hasText: "site facts" });
  await expect(notice).toContainText("awaiting review");
  await expect(notice).toContainText(FIELD);
  await expectAxeClean(reviewer);
  await notice.getByRole("link", { name: "site facts" }).click();
  const pages = reviewer.getByRole("region", { name: "Legal pages this change alters" });
  await expect(pages.getByRole("link", { name: "Official channels" })).toBeVisible();
  await expect(pages.getByRole("link", { name: "Security" })).toBeVisible();
  await reviewer.getByRole("button", { name: "Approve" }).click();
  await expect(reviewer.getByText("Approved. Marketing can now publish it.")).toBeVisible();

  await marketing.reload();
  // Publishing is sensitive (a passkey check when the sign-in is older than five minutes);
  // a change of the facts renders every page again: publishShown allows for both.
  await publishShown(marketing);

  const visitor = await projectPage(browser, testInfo);
  // Every page shows the facts: all are rendered again, which a busy machine takes a while
  // past the console's 5 s wait to do (loadWhenLive's 15 s is for one page's change).
  await expect(async () => {
    await visitor.goto(`${staff.origin}/security`);
    await expect(visitor.getByRole("main")).toContainText(ADDRESS, { timeout: 1000 });
  }).toPass({ timeout: 60_000 });
  const securityTxt = await visitor.request.get(`${staff.origin}/.well-known/security.txt`);
  expect(await securityTxt.text()).toContain(`Contact: mailto:${ADDRESS}\n`);
  for (const page of [marketing, reviewer, visitor]) await page.context().close();
});
