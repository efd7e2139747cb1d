// `npm run build` (after the client): compiles the server to plain JavaScript in dist/server, so `npm start`
// runs under node alone, without tsx transforming every module at start-up.
//
// Three entries: main.js; engine-thread.js, the analysis worker thread that engine-pool.ts starts next to
// the module it runs from; and read-thread.js, the upload reader that ingest/read-pool.ts starts the same way. esbuild resolves the @shared/@server aliases from tsconfig.json. Every npm
// package stays external (loaded from node_modules as under tsx): some carry files read at run time
// (PGlite's WebAssembly, wink's model, word-extractor, which doc.ts resolves by name for its own worker),
// and a bundle of them would gain little. The SQL migrations are copied next to main.js, where
// MIGRATIONS_DIR (new URL("./migrations", import.meta.url)) looks for them once bundled.
import { build } from "esbuild";
import fs from "node:fs";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const out = `${root}dist/server`;

fs.rmSync(out, { recursive: true, force: true });
await build({
  absWorkingDir: root,
  entryPoints: {
    main: "src/server/main.ts",
    "engine-thread": "src/server/engine/thread/engine-thread.ts",
    "read-thread": "src/server/ingest/read-thread.ts",
  },
  outdir: out,
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  tsconfig: "tsconfig.json",
  sourcemap: true,
  logLevel: "warning",
});
fs.cpSync(`${root}src/server/db/migrations`, `${out}/migrations`, { recursive: true });
// The engine's classifier reads its weights and word vectors next to the module that runs it
// (new URL("./weights.json", import.meta.url)), which once bundled is dist/server.
for (const file of ["weights.json", "embeddings.bin", "embedding-words.txt"]) {
  fs.copyFileSync(`${root}src/server/engine/classifier/${file}`, `${out}/${file}`);
}
console.log("Server built into dist/server");
