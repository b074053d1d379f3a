import rehypeSanitize from "rehype-sanitize";
import rehypeSlug from "rehype-slug";
import rehypeStringify from "rehype-stringify";
import remarkParse from "remark-parse";
import remarkRehype from "remark-rehype";
import { unified } from "unified";

/**
 * Markdown → HTML with GitHub's sanitising schema, so no script, style or event handler an
 * editor pastes reaches a page; heading ids are added after sanitising, unprefixed. The
 * articles (markdown.server.ts) and the console editor's live preview share this one
 * pipeline, so the preview shows exactly what the page will.
 */
export const markdownProcessor = unified()
  .use(remarkParse)
  .use(remarkRehype)
  .use(rehypeSanitize)
  .use(rehypeSlug)
  .use(rehypeStringify);

/** A Markdown text as the site's sanitised HTML. */
export function markdownToHtml(source: string): string {
  return String(markdownProcessor.processSync(source));
}
