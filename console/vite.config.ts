import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { readdir, rm } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig, type Plugin } from "vite";

const FONT = /\.woff2$/;

/**
 * The console's CSS imports the site's @font-face rules (app/site.css), so it would ship a
 * second copy of the Inter files under /staff/assets, downloaded and cached twice. The
 * site's build, run first, emits the same files under the same content-hashed names: the
 * console's CSS points at those (/assets/…, served by the site, `renderBuiltUrl` below)
 * and its own copies are deleted once the server build, the last, is written (React
 * Router moves that build's assets into the client folder when it is). The isolation test
 * (tests/build/staff-console-isolation.test.ts) checks the files it names are the site's.
 */
function fontsOfTheSite(): Plugin {
  return {
    name: "nkabom:fonts-of-the-site",
    apply: "build",
    async closeBundle() {
      if (this.environment.name !== "ssr") return;
      const assets = fileURLToPath(new URL("../build/console/client/assets", import.meta.url));
      for (const file of await readdir(assets)) {
        if (FONT.test(file)) await rm(path.join(assets, file));
      }
    },
  };
}

export default defineConfig({
  base: "/staff/",
  plugins: [tailwindcss(), reactRouter(), fontsOfTheSite()],
  experimental: {
    renderBuiltUrl: (filename: string) => (FONT.test(filename) ? `/${filename}` : undefined),
  },
  define: {
    __SITE_URL__: "undefined",
    __BUILD_YEAR__: new Date().getFullYear(),
  },
  // Outside this folder, so Vite would not empty it by itself: no stale chunks pile up.
  build: {
    assetsInlineLimit: 0,
    emptyOutDir: true,
  },
});
