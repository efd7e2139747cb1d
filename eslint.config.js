import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";

// Imports point one way (ARCHITECTURE.md): client → shared, server → shared; shared imports neither;
// client primitives never reach into features, and features never into the app shell.
const restrict = (patterns) => ({ "no-restricted-imports": ["error", { patterns }] });

export default tseslint.config(
  { ignores: ["dist/**", "node_modules/**", "data/**", "src/server/db/migrations/**", "test-results/**"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": "error",
    },
  },
  {
    files: ["src/client/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  { files: ["src/shared/**"], rules: restrict([{ group: ["@server/*", "@client/*", "**/server/**", "**/client/**"], message: "shared imports nothing from server or client" }]) },
  { files: ["src/client/**"], rules: restrict([{ group: ["@server/*", "**/server/**"], message: "the client talks to the server over HTTP only" }]) },
  {
    files: ["src/client/lib/**", "src/client/components/**"],
    rules: restrict([
      { group: ["@server/*", "**/server/**"], message: "the client talks to the server over HTTP only" },
      { group: ["@client/features/*", "**/features/**", "@client/app*"], message: "shared client code must not depend on features or the app shell" },
    ]),
  },
  {
    files: ["src/client/features/**"],
    rules: restrict([
      { group: ["@server/*", "**/server/**"], message: "the client talks to the server over HTTP only" },
      { group: ["@client/app*", "../../app*"], message: "features must not import the app shell" },
    ]),
  },
  { files: ["src/server/**"], rules: restrict([{ group: ["@client/*", "**/client/**"], message: "the server does not import client code" }]) },
);
