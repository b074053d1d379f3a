import type { Config } from "@react-router/dev/config";
import { publicPages } from "./app/content/public-pages.server.ts";

export default {
  ssr: true,
  // Every public page, articles included, is written to HTML at build time; the server
  // sends those files with a fresh CSP nonce, and renders only forms' POSTs and unknown
  // paths on demand.
  prerender: async () => (await publicPages()).map((p) => p.path),
} satisfies Config;
