import { useContent } from "#app/content/use-content.ts";
import { Container } from "../ui/Container.tsx";

/** Partner wordmarks: our own artwork for fictional partner institutions (DESIGN.md). */
export function Partners() {
  const { partners, partnersSection } = useContent("home");
  return (
    <section
      aria-labelledby="partners-title"
      className="border-t border-line bg-surface py-16 sm:py-20"
    >
      <Container>
        <p className="text-center text-sm font-semibold tracking-wider text-brand-700 uppercase">
          {partnersSection.eyebrow}
        </p>
        <h2
          id="partners-title"
          className="mx-auto mt-2 max-w-2xl text-center text-2xl font-bold tracking-tight text-balance text-ink-900 sm:text-3xl"
        >
          {partnersSection.title}
        </h2>
        <ul className="mt-12 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-6">
          {partners.map((p) => (
            <li
              key={p.name}
              className="flex h-24 items-center justify-center rounded-2xl bg-white px-4 ring-1 ring-line"
            >
              <img
                src={p.logo}
                alt={p.name}
                width={180}
                height={56}
                loading="lazy"
                decoding="async"
                className="h-auto max-h-14 w-full max-w-[11.25rem]"
              />
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
