import js from "@eslint/js"
import tseslint from "typescript-eslint"
import react from "eslint-plugin-react"
import reactHooks from "eslint-plugin-react-hooks"
import jsxA11y from "eslint-plugin-jsx-a11y"
import globals from "globals"

export default tseslint.config(
  {
    ignores: [
      "node_modules/",
      ".cache/",
      "public/",
      "src/gatsby-types.d.ts",
      "test-results/",
      "playwright-report/",
      "reports/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { react, "react-hooks": reactHooks, "jsx-a11y": jsxA11y },
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
      parserOptions: { ecmaFeatures: { jsx: true } },
    },
    settings: { react: { version: "18" } },
    rules: {
      ...react.configs.recommended.rules,
      ...react.configs["jsx-runtime"].rules,
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.configs.recommended.rules,
      "react/prop-types": "off",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_" }],
    },
  },
  {
    // The site's code stands alone: build code (plugins/) and tools (scripts/) may import from
    // src/, never the other way round.
    files: ["src/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["**/scripts/*", "**/scripts/**", "**/plugins/*", "**/plugins/**"],
              message:
                "src/ must not import from scripts/ or plugins/: move what both need into src/lib/.",
            },
          ],
        },
      ],
    },
  },
  {
    // src/lib/ is plain TypeScript that hooks, components and pages build on; it takes nothing
    // from them (a type they need too moves into src/lib/).
    files: ["src/lib/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["**/scripts/**", "**/plugins/**"],
              message:
                "src/ must not import from scripts/ or plugins/: move what both need into src/lib/.",
            },
            {
              group: ["**/hooks/**", "**/components/**", "**/pages/**", "**/templates/**"],
              message:
                "src/lib/ must not import from hooks, components, pages or templates: move the shared type or value into src/lib/.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["**/*.js", "**/*.cjs"],
    languageOptions: {
      sourceType: "commonjs",
      globals: { ...globals.node, ...globals.jest },
    },
    rules: {
      "@typescript-eslint/no-require-imports": "off",
      // Gatsby's documented Link mock drops these props by destructuring them away.
      "@typescript-eslint/no-unused-vars": ["error", { ignoreRestSiblings: true }],
    },
  },
)
