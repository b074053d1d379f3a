import { Link } from "react-router";
import { ArrowRight, BookOpen, CalendarDays, Clock } from "lucide-react";
import { docsUrl } from "../config/site";
import { article, readingMinutes } from "../content/article";
import { pageMeta, type PagePath } from "../content/pages";
import { ArticleBody } from "../components/article/ArticleBody";
import { InteropDiagram } from "../components/article/InteropDiagram";
import { Container } from "../components/ui/Container";
import { ExternalLink } from "../components/ui/ExternalLink";
import { PageHero } from "../components/ui/PageHero";
import { metaFor } from "../lib/meta";
import type { Route } from "./+types/articles";

export const meta = ({ location }: Route.MetaArgs) =>
  metaFor(pageMeta(location.pathname as PagePath), [
    { property: "article:published_time", content: article.date.iso },
  ]);

const minutes = readingMinutes(article.body);

export default function Articles() {
  return (
    <>
      <PageHero
        eyebrow={article.eyebrow}
        title={article.title}
        aside={<InteropDiagram />}
        intro={
          <>
            <p>{article.dek}</p>
            <div className="mt-8 flex flex-wrap items-center gap-x-6 gap-y-3 text-base text-white/80">
              <span className="flex items-center gap-3">
                <span
                  aria-hidden="true"
                  className="inline-flex size-11 items-center justify-center rounded-full bg-brand-700 text-sm font-bold text-white ring-2 ring-white/20"
                >
                  {article.author.initials}
                </span>
                <span className="leading-tight">
                  <span className="block font-semibold text-white">{article.author.name}</span>
                  <span className="block text-sm">{article.author.role}</span>
                </span>
              </span>
              <span className="flex items-center gap-2">
                <CalendarDays aria-hidden="true" className="size-4 text-gold-300" />
                <time dateTime={article.date.iso}>{article.date.display}</time>
              </span>
              <span className="flex items-center gap-2">
                <Clock aria-hidden="true" className="size-4 text-gold-300" />
                {minutes} min read
              </span>
            </div>
          </>
        }
      />

      <Container className="grid gap-12 py-14 sm:py-20 lg:grid-cols-[minmax(0,1fr)_20rem] lg:gap-16">
        <article aria-label={article.title}>
          <ArticleBody body={article.body} />
        </article>

        <aside aria-labelledby="related-reading" className="lg:pt-2">
          <div className="lg:sticky lg:top-24">
            <h2
              id="related-reading"
              className="text-sm font-semibold tracking-wider text-ink-600 uppercase"
            >
              Related reading
            </h2>
            <ul className="mt-4 space-y-3">
              {article.related.map((r) => (
                <li key={r.to}>
                  <Link
                    to={r.to}
                    className="group block rounded-2xl p-4 ring-1 ring-line transition-shadow hover:shadow-md hover:ring-brand-300"
                  >
                    <span className="flex items-center justify-between gap-2 font-semibold text-ink-900">
                      {r.label}
                      <ArrowRight
                        aria-hidden="true"
                        className="size-4 text-brand-700 transition-transform group-hover:translate-x-0.5"
                      />
                    </span>
                    <span className="mt-1 block text-sm leading-6 text-ink-600">
                      {r.description}
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
            <div className="mt-6 rounded-2xl bg-ink-900 p-5 text-white">
              <BookOpen aria-hidden="true" className="size-6 text-gold-300" />
              <p className="mt-3 font-semibold">Building an integration?</p>
              <p className="mt-1 text-sm leading-6 text-white/80">
                Guides, sandbox keys and the full API reference.
              </p>
              <ExternalLink
                href={docsUrl("home")}
                className="mt-4 inline-flex items-center gap-1.5 text-sm font-semibold text-gold-300 underline-offset-4 hover:underline"
              >
                Read the API docs <ArrowRight aria-hidden="true" className="size-4" />
              </ExternalLink>
            </div>
          </div>
        </aside>
      </Container>
    </>
  );
}
