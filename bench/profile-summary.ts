/**
 * Summarises a V8 .cpuprofile (bench/lists.bench.ts with BENCH_PROFILE=dir): the functions with the most
 * self time, and the time under each of a few labelled parts of a request (by function or file name on the
 * stack), so "where does a request's time go" is read from one run. `npx tsx bench/profile-summary.ts f.cpuprofile`.
 */
import fs from "node:fs";

interface Node {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: Node[];
  samples: number[];
  timeDeltas: number[];
  startTime: number;
  endTime: number;
}

/** Labels matched against the stack (innermost first); the first label that matches takes the sample. */
const PARTS: [string, RegExp][] = [
  ["pglite (SQL in WASM)", /@electric-sql\/pglite/],
  ["pg driver", /node_modules\/(pg|pg-protocol|pg-types)\//],
  ["zod", /node_modules\/zod\//],
  ["drizzle", /node_modules\/drizzle-orm\//],
  ["pino logging", /node_modules\/(pino|pino-std-serializers|sonic-boom|fast-redact)\//],
  ["helmet", /node_modules\/(@fastify\/helmet|helmet)\//],
  ["fastify", /node_modules\/(fastify|find-my-way|light-my-request|avvio|@fastify\/(?!helmet))/],
  ["app code", /\/src\/server\//],
  ["bench client", /\/bench\//],
  ["node http/net", /^node:(_http|http|net|stream|internal\/(http|streams|stream_base))/],
];

const file = process.argv[2];
if (!file) throw new Error("usage: profile-summary <file.cpuprofile>");
const profile = JSON.parse(fs.readFileSync(file, "utf8")) as Profile;
const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const parent = new Map<number, number>();
for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);

const self = new Map<string, number>();
const parts = new Map<string, number>();
let total = 0;
profile.samples.forEach((id, i) => {
  const us = profile.timeDeltas[i] ?? 0;
  total += us;
  const node = byId.get(id)!;
  const { functionName, url, lineNumber } = node.callFrame;
  const key = `${functionName || "(anonymous)"} ${url.replace(/^.*node_modules\//, "").replace(/^file:\/\/.*\/work\/main\//, "")}:${lineNumber + 1}`;
  self.set(key, (self.get(key) ?? 0) + us);
  if (functionName === "(idle)" || functionName === "(program)" || functionName === "(garbage collector)") {
    parts.set(functionName, (parts.get(functionName) ?? 0) + us);
    return;
  }
  // Innermost frame with a labelled part wins: self time is charged to the layer doing the work.
  for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
    const frameUrl = byId.get(at)!.callFrame.url;
    const part = PARTS.find(([, pattern]) => pattern.test(frameUrl));
    if (part) {
      parts.set(part[0], (parts.get(part[0]) ?? 0) + us);
      return;
    }
  }
  parts.set("other (node internals, native)", (parts.get("other (node internals, native)") ?? 0) + us);
});
const ms = (us: number) => (us / 1000).toFixed(1).padStart(8);
const pct = (us: number) => ((100 * us) / total).toFixed(1).padStart(5);
console.log(`${file}: ${(total / 1000).toFixed(0)} ms sampled`);
console.log("\nBy part (innermost labelled frame):");
for (const [name, us] of [...parts].sort((a, b) => b[1] - a[1])) console.log(`${ms(us)} ms ${pct(us)}%  ${name}`);
console.log("\nTop self time:");
for (const [name, us] of [...self].sort((a, b) => b[1] - a[1]).slice(0, Number(process.argv[3] ?? 30))) {
  console.log(`${ms(us)} ms ${pct(us)}%  ${name}`);
}
