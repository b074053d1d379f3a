import type { Config } from "@react-router/dev/config";
import { publicPages } from "./app/content/public-pages.server.ts";

export default {
  ssr: true,
  // Every public page, articles included, is written to HTML at build time; the server (or
  // any static host) sends those files as they are, and renders only forms' POSTs and
  // unknown paths.
  prerender: async () => (await publicPages()).map((p) => p.path),
  // Every page carries the whole route manifest, so that following a link needs no
  // request to the server (lazy discovery asks /__manifest): build/client works on any
  // static host (README, Deploying). ~2 KB more per page after compression.
  routeDiscovery: { mode: "initial" },
  // React Router 8's behaviour, opted into flag by flag, so moving to 8 is one step.
  future: {
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
    v8_middleware: true,
  },
} satisfies Config;
