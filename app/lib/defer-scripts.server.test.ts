import { JSDOM } from "jsdom";
import { describe, expect, it } from "vitest";
import { deferModuleScripts } from "./defer-scripts.server.ts";

// The shape React Router 7 writes into a prerendered page (trimmed).
const moduleCode = `;
import * as route0 from "/assets/root-A.js";
window.__reactRouterRouteModules = {"root":route0};
import("/assets/entry.client-B.js");`;
const page = `<!DOCTYPE html><html lang="en"><head><link rel="stylesheet" href="/assets/app.css"/><link rel="modulepreload" href="/assets/entry.client-B.js" nonce="N0NCE"/><link rel="modulepreload" href="/assets/root-A.js" nonce="N0NCE"/></head><body><main>Hello</main><script nonce="N0NCE"> window.__reactRouterContext = {"note":"</script-free"};</script><script nonce="N0NCE" type="module" async="">${moduleCode}</script></body></html>`;

function open(html: string, visibility: "visible" | "hidden" = "visible") {
  const dom = new JSDOM(html, {
    runScripts: "dangerously",
    pretendToBeVisual: true,
    beforeParse(window) {
      Object.defineProperty(window.document, "visibilityState", { value: visibility });
    },
  });
  const head = dom.window.document.head;
  return {
    window: dom.window,
    preloads: () =>
      [...head.querySelectorAll('link[rel="modulepreload"]')].map((l) => l.getAttribute("href")),
    moduleScript: () => head.querySelector<HTMLScriptElement>('script[type="module"]'),
    nextFrame: () =>
      new Promise((resolve) => dom.window.requestAnimationFrame(() => setTimeout(resolve, 5))),
  };
}

describe("scripts after the first paint", () => {
  it("leaves no preload or module script for the parser to fetch", () => {
    const html = deferModuleScripts(page);
    const doc = new JSDOM(html).window.document;
    expect(doc.querySelectorAll('link[rel="modulepreload"]')).toHaveLength(0);
    expect(doc.querySelectorAll('script[type="module"]')).toHaveLength(0);
    // Same number of scripts in the body, so React hydrates the same children.
    expect(doc.body.querySelectorAll("script")).toHaveLength(2);
    expect(html).toContain("<main>Hello</main>");
  });

  it("adds the same preloads and module script, with the page's nonce, after a frame", async () => {
    const page_ = open(deferModuleScripts(page));
    expect(page_.moduleScript()).toBeNull();
    await page_.nextFrame();
    expect(page_.preloads()).toEqual(["/assets/entry.client-B.js", "/assets/root-A.js"]);
    expect(page_.moduleScript()?.textContent).toBe(moduleCode);
    expect(page_.moduleScript()?.nonce).toBe("N0NCE");
  });

  it("loads at once in a tab opened in the background, which never paints", () => {
    const page_ = open(deferModuleScripts(page), "hidden");
    expect(page_.moduleScript()?.textContent).toBe(moduleCode);
  });

  it("loads at once when the tab is hidden before its first paint, and only once", async () => {
    const page_ = open(deferModuleScripts(page));
    page_.window.document.dispatchEvent(new page_.window.Event("visibilitychange"));
    expect(page_.moduleScript()?.textContent).toBe(moduleCode);
    await page_.nextFrame();
    expect(page_.window.document.querySelectorAll('script[type="module"]')).toHaveLength(1);
    expect(page_.preloads()).toHaveLength(2);
  });

  it("carries code with < and <!-- through exactly, without a raw < in the boot script", async () => {
    const code = `${moduleCode}\nconst note = "1 < 2 <!-- not a comment";`;
    const html = deferModuleScripts(page.replace(moduleCode, code));
    const boot = html.slice(html.lastIndexOf("<script"), html.lastIndexOf("</script>"));
    expect(boot.slice(boot.indexOf(">") + 1)).not.toContain("<");
    const page_ = open(html);
    await page_.nextFrame();
    expect(page_.moduleScript()?.textContent).toBe(code);
  });

  it("fails the build when React Router's output has a different shape", () => {
    expect(() => deferModuleScripts("<html><body><p>No scripts</p></body></html>")).toThrow(
      /has React Router changed its <Scripts> output/,
    );
  });
});
