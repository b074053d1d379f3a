import { z } from "zod";
import { externalLink, image, markdown, text } from "./fields.ts";

/** A member of the leadership on the About page, with the biography the modal shows. */
export const teamMemberSchema = z.strictObject({
  id: text("Anchor", 60, [/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "lowercase words joined by hyphens"]),
  name: text("Name", 80),
  role: text("Role", 120),
  /** Our own monogram artwork (no photographs of real people), under public/images/team. */
  imageUrl: image("Portrait"),
  /** Paragraphs are separated by a blank line. If left empty, the modal shows a fallback. */
  bio: markdown("Biography", 3000),
  linkedinUrl: externalLink("LinkedIn profile").optional(),
});

export type TeamMember = z.infer<typeof teamMemberSchema>;
