// @vitest-environment node
import { mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { jobPostingJsonLd } from "../lib/structured-data.ts";
import { readOpenPositions } from "./positions.server.ts";

const today = "2026-11-24";
const three = "tests/fixtures/careers/three";

describe("open positions from Markdown files", () => {
  it("reads one and three positions from the fixture folders, newest first", async () => {
    expect((await readOpenPositions("tests/fixtures/careers/one", today)).map((p) => p.id)).toEqual(
      ["backend-engineer"],
    );
    const jobs = await readOpenPositions(three, today);
    expect(jobs.map((p) => p.id)).toEqual([
      "backend-engineer",
      "merchant-support-specialist",
      "compliance-analyst",
    ]);
    expect(jobs[2]).toMatchObject({
      category: "Risk and compliance",
      title: "Compliance Analyst",
      company: "Nkabom Pay",
      location: "Accra, Ghana",
      workType: "Contract",
      applicationEmail: "careers@nkabompay.com.gh",
    });
  });

  it("drops a position after its closing day, and keeps it on that day", async () => {
    const before = await readOpenPositions(three, "2025-02-28");
    expect(before.map((p) => p.id)).toContain("expired-role");
    const after = await readOpenPositions(three, "2025-03-01");
    expect(after.map((p) => p.id)).not.toContain("expired-role");
  });

  it("refuses a file with bad front matter, naming the file and each field", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "positions-"));
    await writeFile(
      path.join(dir, "analyst.md"),
      "---\ncategory: Risk\ntitle: Analyst\ncompany: Nkabom Pay\nlocation: Accra\nworkType: Fulltime\napplicationEmail: not-an-address\nposted: 2026-11-01\ncloses: 1 December\n---\nBody.\n",
    );
    const error = await readOpenPositions(dir, today).catch((e: Error) => e);
    expect(error).toBeInstanceOf(Error);
    const message = (error as Error).message;
    for (const field of ["workType", "applicationEmail", "closes"]) {
      expect(message).toContain(`${path.join(dir, "analyst.md")}: field "${field}"`);
    }
  });
});

describe("JobPosting JSON-LD", () => {
  it("carries the fields Google's job-posting rules require", async () => {
    const [job] = await readOpenPositions("tests/fixtures/careers/one", today);
    const data = jobPostingJsonLd("https://www.example.com.gh", job!);
    expect(data).toMatchObject({
      "@context": "https://schema.org",
      "@type": "JobPosting",
      title: "Backend Engineer, Payments",
      datePosted: "2026-11-02",
      validThrough: "2099-12-31T23:59:59+00:00",
      employmentType: "FULL_TIME",
      hiringOrganization: { "@type": "Organization", name: "Nkabom Pay" },
      jobLocation: {
        "@type": "Place",
        address: { "@type": "PostalAddress", addressLocality: "Accra", addressCountry: "GH" },
      },
    });
    expect(data.description).toContain("<p>You will build and run the services");
    expect(data.description).toContain("<li>");
  });
});
