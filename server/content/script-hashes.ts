import { createHash } from "node:crypto";

/**
 * CSP hash sources for every inline script a rendered page runs: those in its HTML, and
 * the module script its boot script adds after the first paint
 * (app/lib/defer-scripts.server.ts). Used by the build (scripts/postbuild.ts) and by the
 * server when it renders a publication (page-renderer.server.ts), so both list the same
 * hashes. Without a DOM: the pages are React's own output, whose text and attribute values
 * are escaped, so a `<script` or `</script` in the markup is always a tag, and a script's
 * text runs up to the first `</script`, exactly as the HTML tokenizer reads it. The build
 * checks these hashes against jsdom's reading of every page (scripts/page-hashes.ts).
 */

/** Script types a browser runs (and CSP governs); JSON-LD and other data blocks are not. */
const RUNNABLE = new Set(["", "text/javascript", "application/javascript", "module"]);
const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const TYPE = /\btype\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i;
const SRC = /\bsrc\s*=/i;
/** The start of the boot script's call: its first argument is the module code as JSON. */
const BOOT_CALL = "})(";
const BOOT_START = "(function(code,preloads,nonce){";

export function sha256Source(text: string): string {
  return `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;
}

/** The JSON string literal that starts at `from`, decoded. */
function jsonStringAt(source: string, from: number): string {
  if (source[from] !== '"') throw new Error("script-hashes: the boot script's code is no string");
  let i = from + 1;
  while (i < source.length && source[i] !== '"') i += source[i] === "\\" ? 2 : 1;
  return JSON.parse(source.slice(from, i + 1)) as string;
}

/** The module code a boot script adds as an inline module script. */
function moduleCodeOf(boot: string): string {
  return jsonStringAt(
    boot,
    boot.lastIndexOf(BOOT_CALL, boot.indexOf(",document.currentScript")) + BOOT_CALL.length,
  );
}

/**
 * Throws when the page has no boot script or more than one: the deferral no longer works
 * as the policy assumes, and the page's scripts would be blocked.
 */
export function inlineScriptHashes(html: string): string[] {
  const texts: string[] = [];
  const added: string[] = [];
  for (const [, attributes = "", raw = ""] of html.matchAll(INLINE_SCRIPT)) {
    if (SRC.test(attributes)) continue;
    const type = TYPE.exec(attributes);
    const kind = (type?.[1] ?? type?.[2] ?? type?.[3] ?? "").trim().toLowerCase();
    if (!RUNNABLE.has(kind)) continue;
    // The tokenizer turns CR LF and lone CRs into LF before a script sees its text.
    const text = raw.replace(/\r\n?/g, "\n");
    texts.push(text);
    if (text.startsWith(BOOT_START)) added.push(moduleCodeOf(text));
  }
  if (added.length !== 1) {
    throw new Error(
      `script-hashes: found ${added.length} boot scripts adding a module script instead of one; has app/lib/defer-scripts.server.ts changed?`,
    );
  }
  return [...new Set([...texts, ...added].map(sha256Source))];
}
