import type { ReactNode } from "react";
import { Link } from "react-router";
import { ArrowRight, BookOpen, CalendarDays, Clock, Rss } from "lucide-react";
import { FEED_PATH, type Article, type ArticleSummary } from "#app/content/articles.ts";
import { useContent } from "#app/content/use-content.ts";
import { Container } from "../ui/Container.tsx";
import { ExternalLink } from "../ui/ExternalLink.tsx";
import { PageHero } from "../ui/PageHero.tsx";
import { ArticleBody } from "./ArticleBody.tsx";
import { HeroArt } from "./HeroArt.tsx";

function initials(name: string): string {
  const words = name.split(/\s+/).filter((w) => /^[A-Z]/.test(w) && w !== "The");
  return (words.length ? words : [name])
    .slice(0, 2)
    .map((w) => w[0])
    .join("");
}

/** Date and reading time, as on the banner and in lists. */
export function ArticleFacts({ article, onDark }: { article: ArticleSummary; onDark?: boolean }) {
  const copy = useContent("articlesPage");
  const icon = `size-4 ${onDark ? "text-gold-300" : "text-brand-700"}`;
  return (
    <>
      <span className="flex items-center gap-2">
        <CalendarDays aria-hidden="true" className={icon} />
        <time dateTime={article.date}>{article.dateDisplay}</time>
      </span>
      <span className="flex items-center gap-2">
        <Clock aria-hidden="true" className={icon} />
        {`${article.readingMinutes} ${copy.minRead}`}
      </span>
    </>
  );
}

/**
 * One article: banner with author, date and reading time, the body, and a side column with
 * the other articles, the feed and the API docs. `footer` goes under the body.
 */
export function ArticleView({
  article,
  others,
  footer,
}: {
  article: Article;
  others: readonly ArticleSummary[];
  footer?: ReactNode;
}) {
  const copy = useContent("articlesPage");
  const { docs } = useContent("siteFacts");
  return (
    <>
      <PageHero
        eyebrow={copy.eyebrow}
        title={article.title}
        aside={<HeroArt name={article.hero} />}
        intro={
          <>
            <p>{article.description}</p>
            <div className="mt-8 flex flex-wrap items-center gap-x-6 gap-y-3 text-base text-white/80">
              <span className="flex items-center gap-3">
                <span
                  aria-hidden="true"
                  className="inline-flex size-11 items-center justify-center rounded-full bg-brand-700 text-sm font-bold text-white ring-2 ring-white/20"
                >
                  {initials(article.author.name)}
                </span>
                <span className="leading-tight">
                  <span className="block font-semibold text-white">{article.author.name}</span>
                  <span className="block text-sm">{article.author.role}</span>
                </span>
              </span>
              <ArticleFacts article={article} onDark />
            </div>
          </>
        }
      />

      <Container className="grid gap-12 py-14 sm:py-20 lg:grid-cols-[minmax(0,1fr)_20rem] lg:gap-16">
        <div>
          <article aria-label={article.title}>
            <ArticleBody html={article.html} />
          </article>
          {footer}
        </div>

        <aside aria-labelledby="more-articles" className="lg:pt-2">
          <div className="lg:sticky lg:top-24">
            <h2
              id="more-articles"
              className="text-sm font-semibold tracking-wider text-ink-600 uppercase"
            >
              {copy.moreHeading}
            </h2>
            <ul className="mt-4 space-y-3">
              {others.map((a) => (
                <li key={a.slug}>
                  <Link
                    to={a.path}
                    className="group block rounded-2xl p-4 ring-1 ring-line transition-shadow hover:shadow-md hover:ring-brand-300"
                  >
                    <span className="flex items-start justify-between gap-2 font-semibold text-ink-900">
                      {a.title}
                      <ArrowRight
                        aria-hidden="true"
                        className="mt-1 size-4 shrink-0 text-brand-700 transition-transform group-hover:translate-x-0.5"
                      />
                    </span>
                    <span className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-ink-600">
                      <ArticleFacts article={a} />
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
            <a
              href={FEED_PATH}
              className="mt-4 inline-flex min-h-11 items-center gap-2 text-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
            >
              <Rss aria-hidden="true" className="size-4" /> {copy.feedLink}
            </a>
            <div className="mt-6 rounded-2xl bg-ink-900 p-5 text-white">
              <BookOpen aria-hidden="true" className="size-6 text-gold-300" />
              <p className="mt-3 font-semibold">{copy.docsHeading}</p>
              <p className="mt-1 text-sm leading-6 text-white/80">{copy.docsBody}</p>
              <ExternalLink
                href={docs.host + docs.paths.home}
                className="mt-4 inline-flex items-center gap-1.5 text-sm font-semibold text-gold-300 underline-offset-4 hover:underline"
              >
                {copy.docsLink} <ArrowRight aria-hidden="true" className="size-4" />
              </ExternalLink>
            </div>
          </div>
        </aside>
      </Container>
    </>
  );
}
