import { z } from "zod";
import { markdownToHtml } from "#app/lib/markdown-html.ts";
import { workTypes, type WorkType } from "../careers.ts";
import { date, email, list } from "./fields.ts";

const fields = {
  category: z.string().trim().min(2).max(60).meta({ label: "Team", kind: "text" }),
  title: z.string().trim().min(3).max(100).meta({ label: "Job title", kind: "text" }),
  company: z.string().trim().min(2).max(80).meta({ label: "Company", kind: "text" }),
  location: z.string().trim().min(2).max(80).meta({ label: "Location", kind: "text" }),
  workType: z
    .enum(Object.keys(workTypes) as [WorkType, ...WorkType[]])
    .meta({ label: "Work type", kind: "choice" }),
  applicationEmail: email("Send applications to"),
  posted: date("Posted on"),
  closes: date("Closes on"),
};

const closesAfterPosted = (p: { posted: string; closes: string }) => p.closes >= p.posted;
const closesAfterPostedError = {
  path: ["closes"],
  message: "the closing date is before the posting date",
};

/** A job opening's front matter in a content/careers/ seed file (docs/editing-content.md). */
export const jobOpeningSchema = z
  .strictObject(fields)
  .refine(closesAfterPosted, closesAfterPostedError);

/**
 * The description (Markdown, rendered and sanitised like the articles). The card's title is
 * the page's h3 and the page has its own h1, so a top-level heading in it is refused.
 */
export const jobDescriptionSchema = z
  .string()
  .trim()
  .min(1, "Description is empty")
  .max(12000, "Description is longer than 12000 characters")
  .refine((source) => !markdownToHtml(source).includes("<h1"), {
    message: 'use "##" for section headings: the page has its own title',
  })
  .meta({
    label: "Description",
    kind: "markdown",
    help: "Markdown: blank lines separate paragraphs, ## starts a section",
  });

/** One opening as the console edits it: the fields above and its description. */
export const jobOpeningEntrySchema = z
  .strictObject({ ...fields, description: jobDescriptionSchema })
  .refine(closesAfterPosted, closesAfterPostedError)
  .meta({ label: "Job opening", kind: "group" });

/**
 * The `jobOpenings` content type's one entry (`main`): every opening, closed ones included;
 * /careers shows those still open on the day the page is rendered.
 */
export const jobOpeningsSchema = list("Job openings", jobOpeningEntrySchema, { min: 0, max: 40 });

export type JobOpeningFields = z.infer<typeof jobOpeningSchema>;
export type JobOpening = z.infer<typeof jobOpeningEntrySchema>;
