import { z } from "zod";
import { list, LIMITS, multiline, text } from "./fields.ts";
import { navLinkSchema } from "./navigation.ts";

/** The not-found page (docs/decisions/018). Its destinations repeat the menus' links. */
export const notFoundSchema = z.strictObject({
  eyebrow: text("Eyebrow", LIMITS.short),
  message: multiline("Message", 300),
  goBack: text("Back button", LIMITS.short),
  home: text("Home link", LIMITS.short),
  destinationsHeading: text("Destinations heading"),
  destinations: list("Destinations", navLinkSchema, { min: 1, max: 6 }),
});
