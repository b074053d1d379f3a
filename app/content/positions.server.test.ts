// @vitest-environment node
import { mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { site } from "../config/site.ts";
import { jobPostingJsonLd } from "../lib/structured-data.ts";
import { openPositions, readOpenPositions } from "./positions.server.ts";
import type { JobOpening } from "./schemas/job-opening.ts";
import { jobOpeningEntrySchema } from "./schemas/job-opening.ts";

const today = "2026-11-24";
const three = "tests/fixtures/careers/three";

describe("open positions from the seed's Markdown files", () => {
  it("reads one and three positions from the fixture folders, newest first", async () => {
    expect((await readOpenPositions("tests/fixtures/careers/one", today)).map((p) => p.id)).toEqual(
      ["backend-engineer-payments"],
    );
    const jobs = await readOpenPositions(three, today);
    expect(jobs.map((p) => p.id)).toEqual([
      "backend-engineer-payments",
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
    expect(before.map((p) => p.title)).toContain("Site Reliability Engineer");
    const after = await readOpenPositions(three, "2025-03-01");
    expect(after.map((p) => p.title)).not.toContain("Site Reliability Engineer");
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

const opening: JobOpening = {
  category: "Engineering",
  title: "Data Engineer",
  company: "Nkabom Pay",
  location: "Accra, Ghana",
  workType: "Full-time",
  applicationEmail: "careers@nkabompay.com.gh",
  posted: "2026-11-01",
  closes: "2026-11-30",
  description: "You will **own** our pipelines.\n\n<script>alert(1)</script>\n\n- SQL\n- Python",
};

describe("open positions from the published jobOpenings entry", () => {
  it("renders each description's Markdown to sanitised HTML", () => {
    const [job] = openPositions([opening], "2026-11-24");
    expect(job).toMatchObject({ id: "data-engineer", title: "Data Engineer" });
    expect(job!.descriptionHtml).toContain("<strong>own</strong>");
    expect(job!.descriptionHtml).toContain("<li>SQL</li>");
    expect(job!.descriptionHtml).not.toContain("<script");
    expect(job).not.toHaveProperty("description");
  });

  it("shows an opening through its closing day in Ghana, not after", () => {
    expect(openPositions([opening], "2026-11-30")).toHaveLength(1);
    expect(openPositions([opening], "2026-12-01")).toEqual([]);
  });

  it("numbers the ids of two openings with the same title", () => {
    const ids = openPositions([opening, { ...opening, location: "Kumasi" }], "2026-11-24").map(
      (p) => p.id,
    );
    expect(ids).toEqual(["data-engineer", "data-engineer-2"]);
  });

  it("refuses a description with a top-level heading, or closing before it was posted", () => {
    const bad = jobOpeningEntrySchema.safeParse({
      ...opening,
      description: "# Data Engineer\n\nText.",
      closes: "2026-10-01",
    });
    expect(bad.error?.issues.map((i) => i.path.join("."))).toEqual(["description", "closes"]);
  });
});

describe("JobPosting JSON-LD", () => {
  it("carries the fields Google's job-posting rules require", async () => {
    const [job] = await readOpenPositions("tests/fixtures/careers/one", today);
    const data = jobPostingJsonLd("https://www.example.com.gh", job!, site);
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
