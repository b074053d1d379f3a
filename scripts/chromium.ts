/**
 * The machine's Chromium (Debian's; CHROMIUM_PATH for another) and the flags it runs with
 * in the e2e tests and the Lighthouse benchmark: no sandbox in a container, no GPU, no
 * background traffic that would add requests or noise to what is measured.
 */
export const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/**
 * The end-to-end tests' browser: Debian's chromium-headless-shell, Chromium's old headless
 * mode, the build Playwright itself runs headless tests in (no browser UI, no GPU process).
 * Each test costs a third less CPU than in full Chromium (docs/performance.md, "Test suite
 * time"); the benchmarks keep full Chromium, which is what visitors run.
 */
export const DEBIAN_HEADLESS_SHELL = "/usr/lib/chromium/chromium-headless-shell";
export const headlessShellPath = process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? DEBIAN_HEADLESS_SHELL;

export const chromiumFlags = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
