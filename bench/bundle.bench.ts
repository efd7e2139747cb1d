/**
 * Sizes of the built client (run `npm run build` first). "Landing" is what the landing and sign-in
 * screens load: the entry chunk, the app shell it imports on start-up, and their static imports,
 * followed through Vite's manifest. Signed-in screens and charts are separate lazy chunks.
 */
import fs from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { isMain } from "./stats";

const DIST = path.resolve("dist/client");
/** Modules the start-up code imports dynamically but always loads before the first screen. */
const LOADED_AT_START = ["app.tsx"];

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

const kb = (bytes: number) => Math.round(bytes / 102.4) / 10;

export async function run(): Promise<Record<string, unknown>> {
  const manifestPath = path.join(DIST, ".vite/manifest.json");
  if (!fs.existsSync(manifestPath)) return { error: "dist/client is missing: run `npm run build` first" };
  const manifest = JSON.parse(fs.readFileSync(manifestPath, "utf8")) as Record<string, ManifestChunk>;
  const gz = (file: string) => gzipSync(fs.readFileSync(path.join(DIST, file)), { level: 9 }).length;

  const landing = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || landing.has(chunk.file)) return;
    landing.add(chunk.file);
    for (const dep of chunk.imports ?? []) visit(dep);
    for (const dep of chunk.dynamicImports ?? []) if (LOADED_AT_START.some((m) => dep.endsWith(m))) visit(dep);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) visit(key);

  const chunks = Object.values(manifest)
    .filter((c) => c.file.endsWith(".js"))
    .map((c) => ({ file: c.file, gzipKB: kb(gz(c.file)) }))
    .sort((a, b) => b.gzipKB - a.gzipKB);
  return {
    landingJsGzipKB: kb([...landing].reduce((sum, f) => sum + gz(f), 0)),
    targetKB: 150,
    landingFiles: [...landing],
    largestChunks: chunks.slice(0, 10),
  };
}

if (isMain(import.meta.url)) console.log(JSON.stringify(await run(), null, 2));
