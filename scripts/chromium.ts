/**
 * The machine's Chromium (Debian's; CHROMIUM_PATH for another) and the flags it runs with
 * in the e2e tests and the Lighthouse benchmark: no sandbox in a container, no GPU, no
 * background traffic that would add requests or noise to what is measured.
 */
export const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export const chromiumFlags = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
