import { ArrowUpRight, X } from "lucide-react";
import { bioParagraphs } from "#app/content/bio-paragraphs.ts";
import type { ContentTypeMap } from "#app/content/types.ts";
import type { TeamMember } from "#app/content/schemas/team-member.ts";
import { ExternalLink } from "../ui/ExternalLink.tsx";
import { ContentImage } from "../media/ContentImage.tsx";
import { ModalDialog } from "../modal/ModalDialog.tsx";
import { portraitAltOf } from "./portrait-alt.ts";

interface Props {
  /** Whose biography; none before the first card is chosen (the dialog is then closed). */
  member: TeamMember | null;
  /** The leadership section's words (the page's loader data). */
  copy: ContentTypeMap["about"]["leadershipSection"];
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The card that opened it, which has the focus again once it closes. */
  returnFocus: () => HTMLElement | null | undefined;
}

const titleId = "bio-dialog-title";
const roleId = "bio-dialog-role";

/**
 * The leadership biography modal (docs/requirements.md §2.7), a ModalDialog. Its code is loaded
 * when the page is idle or a card is first used, and it is rendered closed from then on.
 */
export default function BioDialog({ member, copy, open, onOpenChange, returnFocus }: Props) {
  const paragraphs = member ? bioParagraphs(member.bio) : [];
  return (
    <ModalDialog
      open={open && member !== null}
      onClose={() => onOpenChange(false)}
      labelledBy={titleId}
      describedBy={member ? roleId : undefined}
      returnFocus={returnFocus}
      className="relative max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-3xl overflow-y-auto overscroll-contain rounded-3xl bg-white shadow-2xl"
    >
      {member && (
        <>
          <div className="h-2 bg-gradient-to-r from-brand-600 via-brand-500 to-gold-400" />
          <div className="grid gap-6 p-6 sm:grid-cols-[13rem_1fr] sm:gap-8 sm:p-10">
            <ContentImage
              src={member.imageUrl}
              alt={portraitAltOf(member, copy)}
              width={320}
              height={320}
              sizes="(min-width: 40rem) 13rem, 7rem"
              className="size-28 rounded-2xl object-cover ring-1 ring-line sm:size-52"
            />
            <div>
              <h2
                id={titleId}
                className="pr-12 text-2xl font-bold tracking-tight text-ink-900 sm:text-3xl"
              >
                {member.name}
              </h2>
              <p id={roleId} className="mt-1 font-medium text-brand-700">
                {member.role}
              </p>
              {member.linkedinUrl && (
                <ExternalLink
                  href={member.linkedinUrl}
                  className="mt-3 inline-flex min-h-11 items-center gap-1.5 text-sm font-semibold text-ink-700 underline underline-offset-4 hover:text-brand-700"
                >
                  {copy.profileLink}
                  <ArrowUpRight aria-hidden="true" className="size-4" />
                </ExternalLink>
              )}
              <div className="mt-5 space-y-4 leading-7 text-ink-700" data-testid="bio">
                {paragraphs.length > 0 ? (
                  paragraphs.map((p) => <p key={p.slice(0, 32)}>{p}</p>)
                ) : (
                  <p className="text-ink-600 italic">{copy.noBio}</p>
                )}
              </div>
            </div>
          </div>
          <button
            type="button"
            onClick={() => onOpenChange(false)}
            className="absolute top-5 right-5 inline-flex min-h-11 items-center gap-1.5 rounded-full bg-white px-4 text-sm font-semibold text-ink-700 ring-1 ring-line hover:bg-surface hover:text-ink-900"
          >
            <X aria-hidden="true" className="size-4" />
            {copy.close}
          </button>
        </>
      )}
    </ModalDialog>
  );
}
