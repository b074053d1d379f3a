import type { TeamMember } from "#app/content/schemas/team-member.ts";

/**
 * A portrait's description: the one given with an uploaded photograph, else the section's
 * words for our monogram artwork and the name ("Monogram artwork for Esi Amponsah").
 */
export const portraitAltOf = (member: TeamMember, section: { portraitAlt: string }) =>
  member.imageAlt?.trim() || `${section.portraitAlt} ${member.name}`;
