/**
 * `npm run bench`: runs every bench/*.bench.ts (each exports `run()` returning its figures) and prints
 * one JSON object keyed by benchmark name. `npm run bench -- parse engine` runs only those.
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const here = path.dirname(fileURLToPath(import.meta.url));
const only = process.argv.slice(2);
const files = fs
  .readdirSync(here)
  .filter((f) => f.endsWith(".bench.ts"))
  .filter((f) => only.length === 0 || only.includes(f.replace(/\.bench\.ts$/, "")))
  .sort();

const results: Record<string, unknown> = {};
for (const file of files) {
  const name = file.replace(/\.bench\.ts$/, "");
  const mod = (await import(pathToFileURL(path.join(here, file)).href)) as { run?: () => Promise<unknown> };
  if (typeof mod.run !== "function") throw new Error(`${file} does not export run()`);
  process.stderr.write(`bench: ${name}...\n`);
  results[name] = await mod.run();
}
console.log(JSON.stringify({ node: process.version, cpus: (await import("node:os")).cpus().length, results }, null, 2));
process.exit(0);
