import { createHash } from "node:crypto";
import { JSDOM, VirtualConsole } from "jsdom";

/** Script types a browser runs (and CSP governs); JSON-LD and other data blocks are not. */
const RUNNABLE = new Set(["", "text/javascript", "application/javascript", "module"]);

function sha256Source(text: string): string {
  return `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;
}

/**
 * CSP hash sources for every inline script a prerendered page runs: those in its HTML,
 * and the module script its boot script adds after the first paint
 * (app/lib/defer-scripts.server.ts). The page is opened in jsdom as a hidden tab, where the
 * boot script adds that module script at once (jsdom fetches nothing and runs no modules).
 * Throws when the boot script added no module script: the deferral no longer works as the
 * policy assumes, and the page's scripts would be blocked.
 */
export function inlineScriptHashes(html: string): string[] {
  const dom = new JSDOM(html, {
    runScripts: "dangerously",
    // React Router's stream set-up fails in jsdom; it does not matter here.
    virtualConsole: new VirtualConsole(),
    beforeParse(window) {
      Object.defineProperty(window.document, "visibilityState", { value: "hidden" });
    },
  });
  const { document } = dom.window;
  const added = document.head.querySelectorAll('script[type="module"]:not([src])');
  const scripts = [...document.querySelectorAll("script:not([src])")].filter((script) =>
    RUNNABLE.has((script.getAttribute("type") ?? "").trim().toLowerCase()),
  );
  const hashes = [...new Set(scripts.map((script) => sha256Source(script.textContent)))];
  dom.window.close();
  if (added.length !== 1) {
    throw new Error(
      `page-hashes: the boot script added ${added.length} module scripts instead of one; has app/lib/defer-scripts.server.ts changed?`,
    );
  }
  return hashes;
}
