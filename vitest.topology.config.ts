import { defineConfig } from "vitest/config";

// `npm run test:topology`: Caddy, two app instances and a throwaway PostgreSQL cluster
// (tests/topology). Needs the production build, /usr/bin/caddy and PostgreSQL's binaries.
export default defineConfig({
  test: {
    name: "topology",
    include: ["tests/topology/**/*.test.ts"],
    environment: "node",
    globalSetup: ["tests/server/support/postgres-cluster.ts"],
    testTimeout: 240_000,
    hookTimeout: 180_000,
    fileParallelism: false,
  },
});
