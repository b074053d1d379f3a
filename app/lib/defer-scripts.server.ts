/**
 * Makes every page ask for its JavaScript only after its first paint.
 *
 * React Router writes module preloads into the head and a module script at the end of the
 * body, so a phone starts downloading ~130 KB of JavaScript alongside the stylesheet and
 * font that the first paint needs. The page is complete without JavaScript (links are
 * links, forms post without it), so the paint should not share the network with it. The
 * document renderer (entry.server.tsx) passes every page through this, prerendered or not:
 * the module script becomes a small classic script that, once the browser reports the
 * first contentful paint, adds the same preloads and module script. The element stays in
 * place, so React hydrates the same body (docs/performance.md).
 */
const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"[^>]*\/>/g;
const MODULE_SCRIPT = /<script(?: nonce="([^"]*)")? type="module" async="">([\s\S]*?)<\/script>/g;

/** JSON that is safe inside an inline script: no `</script>` or `<!--` can end it early. */
function inlineJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c");
}

function bootScript(nonce: string | undefined, moduleCode: string, preloads: string[]): string {
  // Written in ES5 on purpose: it runs before any of our code and must not fail anywhere.
  // "After the first paint" means after the browser reports the first contentful paint, not
  // after the first animation frame: on a slow phone rasterising the first frame takes long
  // enough that scripts asked for in the next task still shared the network with it (and
  // Lighthouse counted them into FCP and LCP). A browser without paint timing waits one
  // frame; a tab that is or becomes hidden never paints, so it loads at once.
  const boot = `(function(code,preloads,nonce){var done=false;function load(){if(done)return;done=true;var head=document.head;preloads.forEach(function(href){var link=document.createElement("link");link.rel="modulepreload";link.href=href;head.appendChild(link)});var script=document.createElement("script");script.type="module";script.nonce=nonce;script.textContent=code;head.appendChild(script)}if(document.visibilityState==="hidden")return load();document.addEventListener("visibilitychange",load);var types=window.PerformanceObserver&&PerformanceObserver.supportedEntryTypes;if(types&&types.indexOf("paint")>=0)new PerformanceObserver(function(list,observer){if(list.getEntriesByName("first-contentful-paint").length){observer.disconnect();load()}}).observe({type:"paint",buffered:true});else requestAnimationFrame(function(){setTimeout(load,0)})})(${inlineJson(moduleCode)},${inlineJson(preloads)},document.currentScript.nonce)`;
  // A prerendered page has no nonce: its CSP lists the hash of this script and of the
  // module script it adds (scripts/page-hashes.ts), so both must be the same on every load.
  return nonce === undefined
    ? `<script>${boot}</script>`
    : `<script nonce="${nonce}">${boot}</script>`;
}

/** Rewrites one page; throws when React Router's output no longer has the expected shape. */
export function deferModuleScripts(html: string): string {
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map((m) => m[1]!);
  const scripts = [...html.matchAll(MODULE_SCRIPT)];
  if (preloads.length === 0 || scripts.length !== 1) {
    throw new Error(
      `defer-scripts: expected module preloads and one module script, found ${preloads.length} and ${scripts.length}; has React Router changed its <Scripts> output?`,
    );
  }
  const [whole, nonce, code] = scripts[0]!;
  return html.replace(MODULE_PRELOAD, "").replace(whole, () => bootScript(nonce, code!, preloads));
}
