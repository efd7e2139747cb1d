import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import fs from "node:fs";

// Imports point one way (ARCHITECTURE.md): client → shared, server → shared; shared imports neither;
// client primitives never reach into features, and features never into the app shell.
// Code that ships never depends on test helpers, fakes, fixtures or harnesses under tests/; only tests do,
// so every area's rule carries this pattern except in test files (areaRules(true)).
const noTests = { group: ["@tests/*", "**/tests/**"], message: "code that ships must not import from tests/" };
// Features talk to each other only through each one's public module (features/<name>/index.ts): a feature's own
// files and tests may import its internals, nobody else may. The feature lists are read from disk so a new
// feature is covered without editing this file.
const featuresOf = (dir) => fs.readdirSync(dir, { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => e.name);
// Inside features/, "../<name>/..." (and "../../<name>/..." from a subfolder) also leads into a sibling feature;
// elsewhere it may not (integrations/calendar is not features/calendar), so only feature files get those.
const deepIntoFeatures = (alias, names, fromFeature = false) => ({
  group: names.flatMap((name) => [
    `${alias}/features/${name}/*`,
    `**/features/${name}/*`,
    ...(fromFeature ? [`../${name}/*`, `../../${name}/*`] : []),
  ]),
  message: `import another feature only through its public module (${alias}/features/<name>), never its files`,
});
const lazyScreens = {
  selector: "ImportExpression[source.value=/(^|\\/)features\\/[^/]+\\/(?!pages$)./]",
  message: "load a feature's screens only through its pages module (features/<name>/pages), never its files",
};
const sideEffectImport = {
  selector: "ImportDeclaration[specifiers.length=0][importKind!='type']",
  message: "feature modules are bundled as side-effect free (vite.config.ts): import names, not a module for its effects",
};
const restrict = (patterns, forTests = false) => ({
  "no-restricted-imports": ["error", { patterns: forTests ? patterns : [...patterns, noTests] }],
});

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
  ...areaRules(false),
  ...areaRules(true),
  // no-restricted-imports does not see import(). The route table loads each feature's screens lazily from its
  // pages.ts, the one other public module, kept apart from index.ts so each screen's chunk holds only its own code.
  { files: ["src/**/*.{ts,tsx}"], rules: { "no-restricted-syntax": ["error", lazyScreens] } },
  // vite.config.ts lets the bundler drop feature modules nothing uses, which is safe only while importing one
  // has no effect of its own: an import for its side effects alone would be dropped from the build.
  {
    files: ["src/client/features/**/*.{ts,tsx}"],
    ignores: ["**/*.test.{ts,tsx}"],
    rules: { "no-restricted-syntax": ["error", lazyScreens, sideEffectImport] },
  },
);

/** The import rules of each area; for its test files (forTests) the same rules without the tests/ ban. */
function areaRules(forTests) {
  // "dir/**" scopes a folder, "dir/*.{ts,tsx}" the files directly in it; the test variant keeps only *.test files.
  const testsOf = (f) => (f.endsWith("/**") ? `${f}/*.test.{ts,tsx}` : f.replace("*.{ts,tsx}", "*.test.{ts,tsx}"));
  const scope = (files) => ({ files: forTests ? files.map(testsOf) : files });
  const noServer = { group: ["@server/*", "**/server/**"], message: "the client talks to the server over HTTP only" };
  const noClient = { group: ["@client/*", "**/client/**"], message: "the server does not import client code" };
  const clientFeatures = featuresOf("src/client/features");
  const serverFeatures = featuresOf("src/server/features");
  const others = (names, own) => names.filter((name) => name !== own);
  return [
  { ...scope(["src/shared/**"]), rules: restrict([{ group: ["@server/*", "@client/*", "**/server/**", "**/client/**"], message: "shared imports nothing from server or client" }], forTests) },
  // The app shell (app.tsx, routes.ts, main.tsx) sees features only through their public modules.
  { ...scope(["src/client/**"]), rules: restrict([noServer, deepIntoFeatures("@client", clientFeatures)], forTests) },
  {
    ...scope(["src/client/lib/**", "src/client/components/**"]),
    rules: restrict([
      noServer,
      { group: ["@client/features/*", "**/features/**", "@client/app*"], message: "shared client code must not depend on features or the app shell" },
    ], forTests),
  },
  ...clientFeatures.map((feature) => ({
    ...scope([`src/client/features/${feature}/**`]),
    rules: restrict([
      noServer,
      { group: ["@client/app*", "../../app*"], message: "features must not import the app shell" },
      deepIntoFeatures("@client", others(clientFeatures, feature), true),
    ], forTests),
  })),
  // app.ts, main.ts and the rest of the server see features only through their public modules too.
  { ...scope(["src/server/**"]), rules: restrict([noClient, deepIntoFeatures("@server", serverFeatures)], forTests) },
  ...serverFeatures.map((feature) => ({
    ...scope([`src/server/features/${feature}/**`]),
    rules: restrict([noClient, deepIntoFeatures("@server", others(serverFeatures, feature), true)], forTests),
  })),
  ];
}
