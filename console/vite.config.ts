import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

// The console's files are served under /staff/assets, never colliding with the site's
// /assets; the site's components read the build year and origin like the site does.
export default defineConfig({
  base: "/staff/",
  plugins: [tailwindcss(), reactRouter()],
  define: {
    __SITE_URL__: "undefined",
    __BUILD_YEAR__: new Date().getFullYear(),
  },
  // Outside this folder, so Vite would not empty it by itself: no stale chunks pile up.
  build: { assetsInlineLimit: 0, emptyOutDir: true },
});
