import { defineConfig } from "drizzle-kit";

// Only `generate` is used: migrations are applied by the server itself at start-up.
export default defineConfig({
  dialect: "postgresql",
  schema: "./server/db/schema.ts",
  out: "./drizzle",
});
