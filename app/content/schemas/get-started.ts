import { z } from "zod";
import {
  card,
  choice,
  group,
  heroFields,
  link,
  list,
  LIMITS,
  multiline,
  text,
  toggle,
} from "./fields.ts";

const button = (label: string) =>
  group(label, {
    label: text("Button text", LIMITS.short),
    to: link("Leads to"),
    external: toggle("Opens another site").optional(),
  });

export const getStartedPathSchema = group("Path", {
  id: choice("Audience", ["merchants", "developers", "institutions"]),
  audience: text("Audience label", LIMITS.short),
  title: text("Title"),
  body: multiline("Text", 400),
  points: list("Points", text("Point", 200), { min: 1, max: 6 }),
  primary: button("Main button"),
  secondary: button("Second button").optional(),
});

export type GetStartedPath = z.infer<typeof getStartedPathSchema>;
export type GetStartedAction = GetStartedPath["primary"];

/** /get-started: three ways in and how merchants go live. */
export const getStartedSchema = z.strictObject({
  ...heroFields,
  pathsHeading: text("Paths heading"),
  paths: list("Paths", getStartedPathSchema, { min: 1, max: 4 }),
  stepsTitle: text("Steps heading"),
  steps: list("Steps", card("Step"), { min: 1, max: 8 }),
  helpHeading: text("Help heading"),
  helpBody: multiline("Help text", 400),
  helpButton: text("Help button", LIMITS.short),
});
