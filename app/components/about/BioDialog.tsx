import * as Dialog from "@radix-ui/react-dialog";
import { ArrowUpRight, X } from "lucide-react";
import { bioParagraphs, leadershipSection as copy, type TeamMember } from "../../content/about";
import { ExternalLink } from "../ui/ExternalLink";
import { ModalOverlay } from "../ui/ModalOverlay";

interface Props {
  member: TeamMember | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where focus goes when the dialog closes: the card that opened it. */
  onCloseAutoFocus: (event: Event) => void;
}

/** The leadership biography modal (spec §2.7), loaded only when a card is first used. */
export default function BioDialog({ member, open, onOpenChange, onCloseAutoFocus }: Props) {
  if (!member) return null;
  const paragraphs = bioParagraphs(member.bio);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <ModalOverlay className="fixed inset-0 z-50 animate-fade-in bg-ink-950/70" />
        <Dialog.Content
          onCloseAutoFocus={onCloseAutoFocus}
          className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-3xl -translate-x-1/2 -translate-y-1/2 animate-fade-in overflow-y-auto rounded-3xl bg-white shadow-2xl"
        >
          <div className="h-2 bg-gradient-to-r from-brand-600 via-brand-500 to-gold-400" />
          <div className="grid gap-6 p-6 sm:grid-cols-[13rem_1fr] sm:gap-8 sm:p-10">
            <img
              src={member.imageUrl}
              alt={copy.portraitAlt(member.name)}
              width={320}
              height={320}
              className="size-28 rounded-2xl object-cover ring-1 ring-line sm:size-52"
            />
            <div>
              <Dialog.Title className="pr-12 text-2xl font-bold tracking-tight text-ink-900 sm:text-3xl">
                {member.name}
              </Dialog.Title>
              <Dialog.Description className="mt-1 font-medium text-brand-700">
                {member.role}
              </Dialog.Description>
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
          <Dialog.Close className="absolute top-5 right-5 inline-flex min-h-11 items-center gap-1.5 rounded-full bg-white px-4 text-sm font-semibold text-ink-700 ring-1 ring-line hover:bg-surface hover:text-ink-900">
            <X aria-hidden="true" className="size-4" />
            {copy.close}
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
