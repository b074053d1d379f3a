import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { loadConfig } from "./server/config.ts";

// The public origin is part of the pages (canonical URLs, JSON-LD): SITE_URL at build time,
// checked like the server checks it; the server refuses to serve a build made for another.
const siteUrl = loadConfig({ SITE_URL: process.env.SITE_URL }).siteUrl;

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  // The footer's copyright year in the prerendered pages (app/lib/copyright-year.ts).
  define: { __SITE_URL__: JSON.stringify(siteUrl), __BUILD_YEAR__: new Date().getFullYear() },
  // The Bulk Pay checker's worker is an ES module (`new Worker(url, { type: "module" })`),
  // a same-origin file that the CSP's worker-src 'self' allows.
  worker: { format: "es" },
  build: {
    assetsInlineLimit: 0,
    // The analytics beacon is imported once the page has hydrated, when everything it
    // shares with the page is loaded: naming those files again for preloading would only
    // add bytes to the page's own first-load JavaScript (docs/decisions/026).
    modulePreload: {
      resolveDependencies: (file, deps) => (/(^|\/)beacon-[\w-]+\.js$/.test(file) ? [] : deps),
    },
    rolldownOptions: {
      output: {
        // Left alone, the bundler splits every shared component and icon into its own
        // file: forty requests per page, which on HTTP/1.1 queue behind six connections.
        // Framework code and the code every page shares become two files instead.
        codeSplitting: {
          groups: [
            {
              name: "framework",
              test: /node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser)[\\/]/,
              priority: 2,
            },
            {
              name: "shared",
              // Not lib/forms: the form schemas (and Zod) stay with the pages that have forms.
              // Every page loads this file, the home page too: parts only inner pages use
              // live in other folders (components/contact, components/lists).
              test: /app[\\/](components[\\/](ui|layout)|lib[\\/][\w-]+\.ts|config|content[\\/]pages)|lucide-react/,
              minShareCount: 2,
              priority: 1,
            },
          ],
        },
      },
    },
  },
});
