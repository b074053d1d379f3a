import type { ChildProcess } from "node:child_process";
import { rm } from "node:fs/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDataDir } from "./support/harness.ts";
import { exited, exportLeads, hasBuild, startServerProcess } from "./support/server-process.ts";

// A lead records the page it was sent from. With JavaScript, React Router posts the form
// to the page's data URL (`/contact-us.data`): the page is still `/contact-us`, and the
// redirect routes answer the same on a client-side navigation (`<path>.data`).
describe.skipIf(!hasBuild)("the page a request is for, on its data URL too", () => {
  let child: ChildProcess;
  let dataDir = "";
  let base = "";

  beforeAll(async () => {
    dataDir = await seedDataDir();
    ({ child, base } = await startServerProcess(dataDir, { MIN_FILL_MS: "0" }));
  }, 120_000);
  afterAll(async () => {
    if (child?.exitCode === null) child.kill("SIGKILL");
    if (child) await exited(child);
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  }, 60_000);

  const post = (url: string, fields: Record<string, string>) =>
    fetch(`${base}${url}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(fields),
    });

  it("redirects a client-side navigation to an old API docs path, as a page load does", async () => {
    // From `/payouts/payouts-api/`, the data URL keeps the slash.
    for (const url of ["/payouts/payouts-api.data", "/payouts/payouts-api/_.data"]) {
      const res = await fetch(`${base}${url}`, { redirect: "manual" });
      expect(res.status, url).toBeLessThan(400);
      expect(await res.text(), url).toContain("developers.nkabompay.com.gh");
    }
  });

  it("stores a contact message sent through the page's data URL as sent from the page", async () => {
    // From the page at /contact-us/, the data URL keeps the slash: `/contact-us/_.data`.
    const dataUrls = {
      "data-url@example.com": "/contact-us.data",
      "slash@example.com": "/contact-us/_.data",
    };
    for (const [email, url] of Object.entries(dataUrls)) {
      const fields = {
        firstName: "Esi",
        lastName: "Quaye",
        email,
        phone: "",
        message: "Sent with JavaScript, through React Router's data URL.",
        agreeToPolicy: "on",
      };
      // The signed token, as the page hands it out on a first post.
      const first = await (await post("/contact-us", fields)).text();
      const token = /name="formToken" value="([^"]+)"/.exec(first)?.[1];
      expect(token).toBeTruthy();
      const sent = await post(url, { ...fields, formToken: token! });
      expect(sent.status, url).toBe(200);
      expect(await sent.text(), url).toContain("Message sent successfully");
    }

    child.kill("SIGINT");
    expect(await exited(child)).toBe(0);
    const rows = await exportLeads(dataDir, "contacts");
    expect(rows.map((r) => [r.email, r.source]).sort()).toEqual([
      ["data-url@example.com", "/contact-us"],
      ["slash@example.com", "/contact-us"],
    ]);
  }, 120_000);
});
