import { z } from "zod";
import { alt, externalLink, image, text } from "./fields.ts";

/** A member of the leadership on the About page, with the biography the modal shows. */
export const teamMemberSchema = z.strictObject({
  id: text("Anchor", 60, [/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "lowercase words joined by hyphens"]),
  name: text("Name", 80),
  role: text("Role", 120),
  /** Our own monogram artwork (no photographs of real people), under public/images/team. */
  imageUrl: image("Portrait"),
  /**
   * What an uploaded photograph shows. Left out or empty, the page describes the portrait
   * as the leadership section's portraitAlt and the name ("Monogram artwork for …").
   */
  imageAlt: alt("Portrait description").optional(),
  /** Plain text, not Markdown: the modal shows each paragraph as written (bioParagraphs). */
  bio: z.string().max(3000, "Biography is longer than 3000 characters").meta({
    label: "Biography",
    kind: "multiline",
    help: "Blank lines separate paragraphs; left empty, the page says no biography is available",
  }),
  linkedinUrl: externalLink("LinkedIn profile").optional(),
});

export type TeamMember = z.infer<typeof teamMemberSchema>;
