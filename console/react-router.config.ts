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
} satisfies Config;
