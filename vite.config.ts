import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  build: {
    assetsInlineLimit: 0,
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
