import { useEffect, useRef, useState } from "react";
import { ArrowRight } from "lucide-react";
import { onDemand } from "#app/lib/on-demand.ts";
import { whenIdle } from "#app/lib/when-idle.ts";
import type { TeamMember } from "#app/content/schemas/team-member.ts";
import { useContent } from "#app/content/use-content.ts";
import { ContentImage } from "../media/ContentImage.tsx";
import { Container } from "../ui/Container.tsx";
import { useHydrated } from "../ui/useHydrated.ts";
import { SectionHeading } from "../ui/SectionHeading.tsx";

// The dialog is not part of the page's initial JavaScript: it is fetched once the page is
// idle, or earlier when a visitor points at or focuses a card. Fetched only on the tap (a
// phone has no pointer resting on the card), it opened 300 ms after the tap. Once here it
// is rendered closed (a hidden popover), so a tap only fills and opens it.
const bioDialog = onDemand(() => import("./BioDialog.tsx"));

/** The leadership grid: each card is a button opening the biography modal (docs/requirements.md §2.7). */
export function Leadership({ members }: { members: readonly TeamMember[] }) {
  const copy = useContent("about").leadershipSection;
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const cards = useRef(new Map<string, HTMLButtonElement>());
  const selected = members.find((m) => m.id === selectedId) ?? null;
  const hydrated = useHydrated();
  const dialogLoaded = bioDialog.useLoaded(selected !== null);
  const preload = bioDialog.preload;
  useEffect(() => whenIdle(preload), [preload]);

  return (
    <section aria-labelledby="leadership-title" className="py-20 sm:py-24">
      <Container>
        <SectionHeading
          id="leadership-title"
          eyebrow={copy.eyebrow}
          title={copy.title}
          intro={copy.intro}
        />
        <ul
          data-hydrated={hydrated || undefined}
          className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3"
        >
          {members.map((member) => (
            <li key={member.id}>
              <button
                type="button"
                aria-haspopup="dialog"
                data-member={member.id}
                ref={(node) => {
                  if (node) cards.current.set(member.id, node);
                  else cards.current.delete(member.id);
                }}
                onPointerEnter={preload}
                onFocus={preload}
                onClick={() => {
                  setSelectedId(member.id);
                  setOpen(true);
                }}
                className="group flex h-full w-full flex-col overflow-hidden rounded-3xl bg-white text-left shadow-sm ring-1 ring-line transition hover:-translate-y-1 hover:shadow-xl hover:ring-brand-300"
              >
                <ContentImage
                  src={member.imageUrl}
                  alt=""
                  width={320}
                  height={320}
                  sizes="(min-width: 64rem) 24rem, (min-width: 40rem) 50vw, 100vw"
                  loading="lazy"
                  decoding="async"
                  className="aspect-[4/3] w-full object-cover"
                />
                <span className="flex flex-1 flex-col p-6">
                  <span className="block text-xl font-semibold tracking-tight text-ink-900">
                    {member.name}
                  </span>
                  <span className="mt-1 block text-ink-600">{member.role}</span>
                  <span className="mt-auto flex items-center gap-1.5 pt-6 text-sm font-semibold text-brand-700">
                    {copy.readBio}
                    <ArrowRight
                      aria-hidden="true"
                      className="size-4 transition-transform group-hover:translate-x-1"
                    />
                  </span>
                </span>
              </button>
            </li>
          ))}
        </ul>
      </Container>
      {dialogLoaded && (
        <bioDialog.Component
          member={selected}
          copy={copy}
          open={open}
          onOpenChange={setOpen}
          returnFocus={() => (selected ? cards.current.get(selected.id) : undefined)}
        />
      )}
    </section>
  );
}
