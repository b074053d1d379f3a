import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

// The console's files are served under /staff/assets, never colliding with the site's
// /assets; the site's components read the build year and origin like the site does.
export default defineConfig(({ isSsrBuild }) => ({
  base: "/staff/",
  plugins: [tailwindcss(), reactRouter()],
  define: {
    __SITE_URL__: "undefined",
    __BUILD_YEAR__: new Date().getFullYear(),
  },
  // Outside this folder, so Vite would not empty it by itself: no stale chunks pile up.
  build: {
    assetsInlineLimit: 0,
    emptyOutDir: true,
    // React Router strips loaders and actions from the browser's copy of a route, but the
    // modules they imported from server/ stayed as bare side-effect imports (the database
    // schema with Drizzle, a stub for node:crypto). Nothing under server/ is ever needed in
    // the browser, so in the client build its modules count as free of side effects, and
    // an import nothing uses goes. tests/build/staff-console-isolation.test.ts checks it.
    rolldownOptions: isSsrBuild
      ? {}
      : { treeshake: { moduleSideEffects: (id: string) => !id.includes("/server/") } },
  },
}));
