import type { ReactNode } from "react";
import { Link } from "react-router";
import { ArrowUp, CalendarDays, FileText } from "lucide-react";
import type { LegalDocument } from "#app/content/policies/document.ts";
import { useContent } from "#app/content/use-content.ts";
import { Container } from "../ui/Container.tsx";
import { PageHero } from "../ui/PageHero.tsx";
import { ScrollToLink } from "../contact/ScrollToLink.tsx";
import { DocumentBody } from "./DocumentBody.tsx";
import { KeyPointsBox, KeyPointsCard } from "./KeyPoints.tsx";
import { TableOfContents } from "./TableOfContents.tsx";

export interface RelatedDocument {
  title: string;
  to: string;
}

/** A terms or policy page: hero with its date, contents, numbered sections, related documents. */
export function LegalDocumentView({
  doc,
  related = [],
  footer,
  heroActions,
}: {
  doc: LegalDocument;
  related?: RelatedDocument[];
  footer?: ReactNode;
  heroActions?: ReactNode;
}) {
  const words = useContent("legalPage");
  return (
    <>
      <PageHero
        eyebrow={doc.eyebrow}
        title={doc.title}
        intro={
          <>
            <p>{doc.summary}</p>
            <p className="mt-5 inline-flex items-center gap-2 rounded-full bg-white/10 px-4 py-2 text-base font-medium text-white ring-1 ring-white/15">
              <CalendarDays aria-hidden="true" className="size-5 text-gold-300" />
              {`${doc.dateLabel}: ${doc.date}`}
            </p>
          </>
        }
        actions={heroActions}
        aside={doc.keyPoints && <KeyPointsCard points={doc.keyPoints} />}
      />
      <div id="document-top" tabIndex={-1} className="outline-none" />
      <Container className="grid gap-8 py-12 sm:py-16 lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-14">
        <div>
          <TableOfContents sections={doc.sections} />
        </div>
        <div>
          {doc.keyPoints && <KeyPointsBox points={doc.keyPoints} />}
          <DocumentBody sections={doc.sections} />
          {footer}
          <p className="mt-12 border-t border-line pt-6">
            <ScrollToLink
              targetId="document-top"
              className="inline-flex items-center gap-2 text-sm font-semibold text-brand-700 hover:text-brand-800"
            >
              <ArrowUp aria-hidden="true" className="size-4" /> {words.backToContents}
            </ScrollToLink>
          </p>
        </div>
      </Container>
      {related.length > 0 && (
        <section aria-labelledby="related-documents" className="bg-surface py-14">
          <Container>
            <h2 id="related-documents" className="text-2xl font-bold tracking-tight text-ink-900">
              {words.related}
            </h2>
            <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
              {related.map((r) => (
                <li key={r.to}>
                  <Link
                    to={r.to}
                    className="flex h-full items-center gap-3 rounded-2xl bg-white p-5 font-semibold text-ink-900 ring-1 ring-line transition-shadow hover:shadow-md hover:ring-brand-300"
                  >
                    <FileText aria-hidden="true" className="size-5 shrink-0 text-brand-700" />
                    {r.title}
                  </Link>
                </li>
              ))}
            </ul>
          </Container>
        </section>
      )}
    </>
  );
}
