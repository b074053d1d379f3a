import type { Config } from "@react-router/dev/config";
import { pages } from "./app/content/pages.ts";

export default {
  ssr: true,
  // Every static route is written to HTML at build time; the server sends those files
  // with a fresh CSP nonce, and renders only forms' POSTs and unknown paths on demand.
  prerender: pages.map((p) => p.path),
} satisfies Config;
