import { Quote } from "lucide-react";
import type { TeamMember } from "#app/content/schemas/team-member.ts";
import { useContent } from "#app/content/use-content.ts";
import { ContentImage } from "../media/ContentImage.tsx";
import { Container } from "../ui/Container.tsx";
import { portraitAltOf } from "./portrait-alt.ts";

/** The CEO profile band (docs/requirements.md §2.7). */
export function CeoProfile({ members }: { members: readonly TeamMember[] }) {
  const { ceoProfile, leadershipSection } = useContent("about");
  const ceo = members.find((m) => m.id === ceoProfile.memberId);
  if (!ceo) return null;
  return (
    <section
      aria-labelledby="ceo-title"
      className="relative overflow-hidden bg-ink-900 py-20 text-white sm:py-24"
    >
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 bg-[radial-gradient(40rem_24rem_at_100%_0%,rgba(23,165,122,0.3),transparent)]"
      />
      <Container className="relative grid items-center gap-12 lg:grid-cols-[0.8fr_1.2fr] lg:gap-20">
        <div className="relative mx-auto w-full max-w-sm">
          <div
            aria-hidden="true"
            className="absolute -inset-3 rotate-3 rounded-[2rem] bg-gradient-to-br from-gold-400 to-brand-500 opacity-80"
          />
          <ContentImage
            src={ceo.imageUrl}
            alt={portraitAltOf(ceo, leadershipSection)}
            width={320}
            height={320}
            sizes="24rem"
            loading="lazy"
            decoding="async"
            className="relative h-auto w-full rounded-[1.75rem]"
          />
        </div>
        <div>
          <p className="text-sm font-semibold tracking-wider text-gold-300 uppercase">
            {ceoProfile.eyebrow}
          </p>
          <h2 id="ceo-title" className="sr-only">
            {`${ceoProfile.eyebrow}: ${ceo.name}`}
          </h2>
          <figure className="mt-4">
            <Quote aria-hidden="true" className="size-10 text-gold-400" fill="currentColor" />
            <blockquote className="mt-4 text-2xl leading-snug font-semibold tracking-tight text-balance sm:text-3xl">
              <p>{ceoProfile.quote}</p>
            </blockquote>
            <figcaption className="mt-6">
              <span className="block font-semibold">{ceo.name}</span>
              <span className="block text-sm text-white/75">{ceo.role}</span>
            </figcaption>
          </figure>
          <div className="mt-8 space-y-4 leading-7 text-white/80">
            {ceoProfile.paragraphs.map((p) => (
              <p key={p.slice(0, 32)}>{p}</p>
            ))}
          </div>
        </div>
      </Container>
    </section>
  );
}
