import { z } from "zod";
import { workTypes, type WorkType } from "../careers.ts";
import { date, email, markdown } from "./fields.ts";

/**
 * A job opening: today one Markdown file in content/careers/, its front matter these fields
 * and its body the description (Markdown, rendered and sanitised like the articles).
 */
export const jobOpeningSchema = z
  .strictObject({
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
  })
  .refine((p) => p.closes >= p.posted, {
    path: ["closes"],
    message: "the closing date is before the posting date",
  });

/** The description below the front matter. */
export const jobDescriptionSchema = markdown("Description", 12000);

export type JobOpeningFields = z.infer<typeof jobOpeningSchema>;
