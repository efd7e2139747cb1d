// Engine speed: the median time of the local analysis engine on a 60-minute, two-speaker call of about
// 9,000 words (target ≤ 150 ms on one core since engine 2 added the sentence classifier, issue 14). Run with `npx tsx bench/engine.bench.ts`; prints JSON.
import { fileURLToPath, pathToFileURL } from "node:url";
import type { Utterance } from "../src/shared/utterance";
import { analyzeTranscript } from "../src/server/engine/engine";
import { loadFixtures } from "../tests/engine/expectations";
import { parseTranscript } from "../src/server/ingest";
import { countWords } from "../src/server/engine/text";

const TARGET_WORDS = 9_000;
const TARGET_SECONDS = 60 * 60;
const WARM_UP_RUNS = 3;
const MEASURED_RUNS = 21;
/** Two-speaker fixture calls, rep first: real sales talk, stitched into one long call. */
const SOURCES = ["01-discovery-strong-meddic", "13-balanced-discovery", "14-timing-objection", "03-pricing-objection", "16-competitor-bakeoff"];

/**
 * A 60-minute call: the two-speaker fixtures one after another (the rep always speaker 0) until about 9,000
 * words, with times rescaled so the whole call lasts an hour.
 */
export function sixtyMinuteCall(): Utterance[] {
  const fixtures = loadFixtures().filter((fixture) => SOURCES.includes(fixture.name));
  const utterances: Utterance[] = [];
  let words = 0;
  for (let round = 0; words < TARGET_WORDS; round++) {
    const fixture = fixtures[round % fixtures.length];
    if (!fixture) throw new Error("the benchmark's fixture calls are missing");
    const parsed = parseTranscript(fixture.text, fixture.fileName.endsWith(".txt") ? "txt" : undefined);
    const rep = parsed.speakers.indexOf(fixture.expect.rep);
    for (const utterance of parsed.utterances) {
      if (words >= TARGET_WORDS) break;
      const count = countWords(utterance.text);
      utterances.push({ speaker: utterance.speaker === rep ? 0 : 1, text: utterance.text, start: words });
      words += count;
    }
  }
  // Starts were laid out in words; spread them over the hour.
  return utterances.map((utterance) => ({ ...utterance, start: ((utterance.start ?? 0) / words) * TARGET_SECONDS }));
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};
const round = (value: number) => Math.round(value * 10) / 10;

export async function run() {
  const utterances = sixtyMinuteCall();
  const input = { utterances, repSpeakers: [0] };
  const firstStart = performance.now();
  analyzeTranscript(input);
  const firstRunMs = performance.now() - firstStart;
  for (let index = 1; index < WARM_UP_RUNS; index++) analyzeTranscript(input);
  const times: number[] = [];
  for (let index = 0; index < MEASURED_RUNS; index++) {
    const start = performance.now();
    analyzeTranscript(input);
    times.push(performance.now() - start);
  }
  return {
    benchmark: "engine",
    call: { words: utterances.reduce((sum, utterance) => sum + countWords(utterance.text), 0), minutes: 60, utterances: utterances.length },
    engineMs: { median: round(median(times)), min: round(Math.min(...times)), max: round(Math.max(...times)), firstRun: round(firstRunMs) },
    runs: MEASURED_RUNS,
    targetMedianMs: 150,
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(fileURLToPath(pathToFileURL(process.argv[1]))).href) {
  run()
    .then((figures) => process.stdout.write(`${JSON.stringify(figures, null, 2)}\n`))
    .catch((error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    });
}
