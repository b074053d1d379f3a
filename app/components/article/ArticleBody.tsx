/**
 * An article's body, typeset with the site's long-form styles. The HTML was rendered from
 * Markdown and sanitised by the page's loader (app/lib/markdown.server.ts).
 */
export function ArticleBody({ html }: { html: string }) {
  return (
    <div
      className="prose-site sm:text-lg sm:leading-8 [&>p:first-child]:text-lg [&>p:first-child]:leading-8 [&>p:first-child]:text-ink-800 sm:[&>p:first-child]:text-xl sm:[&>p:first-child]:leading-9"
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
