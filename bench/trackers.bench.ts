// Tracker matching (issue 18): the median time to find 100 trackers' phrases in the 60-minute, ~9,000-word
// bench call (target ≤ 10 ms on one core, on top of the engine's analysis). Run with `npx tsx bench/trackers.bench.ts`; prints JSON.
import { fileURLToPath, pathToFileURL } from "node:url";
import { DEFAULT_TRACKERS, TRACKER_LIMITS } from "../src/shared/trackers";
import { matchTrackers, type MatchableTracker } from "../src/server/engine/trackers";
import { sixtyMinuteCall } from "./engine.bench";

const WARM_UP_RUNS = 5;
const MEASURED_RUNS = 41;
export const TARGET_MS = 10;

/** The five defaults and 95 more of eight phrases each, one- to three-word, some said in the call, most not. */
function hundredTrackers(): MatchableTracker[] {
  const said = ["budget", "timeline", "decision", "team", "process", "integration", "contract", "competitor", "pilot", "price"];
  const trackers: MatchableTracker[] = DEFAULT_TRACKERS.map((d, i) => ({ id: `default-${i}`, phrases: d.phrases, side: d.side }));
  const sides = ["anyone", "customer", "us"] as const;
  for (let i = trackers.length; i < TRACKER_LIMITS.trackersPerUser; i++) {
    const phrases = Array.from({ length: 8 }, (_, k) => (k === 0 ? said[i % said.length]! : k % 3 === 0 ? `vendor${i} suite ${k}` : `rival${i}x${k}`));
    trackers.push({ id: `t${i}`, phrases, side: sides[i % 3]! });
  }
  return trackers;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const round = (value: number) => Math.round(value * 100) / 100;

export async function run() {
  const utterances = sixtyMinuteCall();
  const trackers = hundredTrackers();
  let hits = 0;
  for (let i = 0; i < WARM_UP_RUNS; i++) hits = matchTrackers(utterances, [0], trackers).length;
  const times: number[] = [];
  for (let i = 0; i < MEASURED_RUNS; i++) {
    const start = performance.now();
    matchTrackers(utterances, [0], trackers);
    times.push(performance.now() - start);
  }
  const medianMs = round(median(times));
  return { trackers: trackers.length, utterances: utterances.length, hits, medianMs, maxMs: round(Math.max(...times)), targetMs: TARGET_MS, withinTarget: medianMs <= TARGET_MS };
}

if (process.argv[1] && import.meta.url === pathToFileURL(fileURLToPath(pathToFileURL(process.argv[1]))).href) {
  process.stdout.write(`${JSON.stringify(await run(), null, 2)}\n`);
}
