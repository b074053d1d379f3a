import type { ReactNode } from "react";
import { buttonBase, buttonClasses } from "../ui/ButtonLink.tsx";
import { PageHero } from "../ui/PageHero.tsx";
import { HeroGlance, type GlanceRow } from "./HeroGlance.tsx";
import { ScrollToLink } from "./ScrollToLink.tsx";

interface Props {
  eyebrow: string;
  title: string;
  intro: ReactNode;
  /** The summary card beside the text on large screens. */
  glance: { title: string; rows: readonly GlanceRow[] };
  /** The first button: a jump to the page's main section (give that tabIndex={-1}). */
  jump: { targetId: string; label: ReactNode; updateUrl?: boolean };
  /** Buttons after the jump. */
  moreActions?: ReactNode;
}

/**
 * The hero of the contact-style pages (contact, help, security, official channels, careers,
 * demos): the page hero with an at-a-glance card and a button that jumps to the section
 * the visitor most likely came for.
 */
export function GlanceHero({ eyebrow, title, intro, glance, jump, moreActions }: Props) {
  return (
    <PageHero
      eyebrow={eyebrow}
      title={title}
      intro={intro}
      aside={<HeroGlance title={glance.title} rows={glance.rows} />}
      actions={
        <>
          <ScrollToLink
            targetId={jump.targetId}
            updateUrl={jump.updateUrl}
            className={`${buttonBase} ${buttonClasses.onDark}`}
          >
            {jump.label}
          </ScrollToLink>
          {moreActions}
        </>
      }
    />
  );
}
