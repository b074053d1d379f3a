import { useContent } from "#app/content/use-content.ts";
import { Container } from "../ui/Container.tsx";
import { SectionHeading } from "../ui/SectionHeading.tsx";

/** Who we are: the company description, the team illustration and our values. */
export function Story() {
  const { story } = useContent("about");
  return (
    <section aria-labelledby="story-title" className="py-20 sm:py-24">
      <Container>
        <div className="grid items-center gap-12 lg:grid-cols-2 lg:gap-16">
          <div>
            <SectionHeading id="story-title" eyebrow={story.eyebrow} title={story.title} />
            <div className="mt-6 space-y-5 text-lg leading-8 text-ink-600">
              {story.paragraphs.map((p) => (
                <p key={p.slice(0, 32)}>{p}</p>
              ))}
            </div>
            {/* Two columns beside the picture: four squeezed into half the page wrapped
                "Accra, / Ghana" and pushed the values out of line. */}
            <dl className="mt-10 grid grid-cols-2 gap-4 md:grid-cols-4 lg:grid-cols-2">
              {story.facts.map((f) => (
                <div
                  key={f.label}
                  className="flex flex-col rounded-2xl bg-surface p-4 ring-1 ring-line"
                >
                  <dt className="text-xs font-semibold tracking-wide text-ink-600 uppercase">
                    {f.label}
                  </dt>
                  <dd className="mt-auto pt-1 font-semibold text-ink-900">{f.value}</dd>
                </div>
              ))}
            </dl>
          </div>
          <img
            src="/images/about/team.svg"
            alt={story.imageAlt}
            width={960}
            height={600}
            loading="lazy"
            decoding="async"
            className="h-auto w-full rounded-3xl shadow-xl ring-1 ring-ink-900/10"
          />
        </div>
        <ul className="mt-20 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {story.values.map((v, i) => (
            <li key={v.title} className="rounded-3xl bg-white p-7 shadow-sm ring-1 ring-line">
              <span
                aria-hidden="true"
                className="inline-flex size-10 items-center justify-center rounded-xl bg-brand-50 text-sm font-bold text-brand-700 ring-1 ring-brand-100"
              >
                {String(i + 1).padStart(2, "0")}
              </span>
              <h3 className="mt-5 text-lg font-semibold text-ink-900">{v.title}</h3>
              <p className="mt-2 leading-7 text-ink-600">{v.body}</p>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
