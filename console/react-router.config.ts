import type { Config } from "@react-router/dev/config";

// The staff console: a second React Router build, rendered per request and never
// prerendered, mounted at /staff by server/staff/router.ts (docs/decisions/014). Its
// routes, manifest and chunks live in build/console, so the public build stays the same.
export default {
  appDirectory: "app",
  buildDirectory: "../build/console",
  basename: "/staff",
  ssr: true,
  // The console's whole manifest comes with its page: no /staff/__manifest endpoint.
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
