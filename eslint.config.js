import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  {
    ignores: [
      "build/**",
      "data/**",
      ".react-router/**",
      "console/.react-router/**",
      "test-results/**",
      "playwright-report/**",
      "bench-results/**",
      "node_modules/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none" },
      ],
      // Imports read as addresses (README, "Layout"): another area or anything more than one
      // folder up is reached through package.json's subpath imports (#app/…, #server/…), and
      // every import names its file with its extension, as Node runs the server's .ts files as
      // they are. Route type imports (./+types/…) are generated without one.
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "^\\.\\./\\.\\./",
              message:
                "Climb at most one folder: import another area through #app/, #console/, #server/, #scripts/ or #tests/.",
            },
            {
              regex:
                "^(\\.|#)(?!.*/\\+types/)(?!.*\\.(ts|tsx|js|css|json|svg|png|woff2)(\\?[a-z]+)?$)",
              message:
                "Name the imported file with its extension (.ts, .tsx): Node runs the server's files as they are.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["app/**/*.tsx"],
    ...jsxA11y.flatConfigs.strict,
  },
);
