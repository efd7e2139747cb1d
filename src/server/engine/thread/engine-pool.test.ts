import { execFile } from "node:child_process";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { afterEach, describe, expect, it } from "vitest";
import { engineOutputSchema, metricsAnalysisSchema } from "@shared/analysis";
import type { Utterance } from "@shared/utterance";
import { analyzeTranscript } from "../engine";
import { createAnalysisPool, TaskTimeoutError, type AnalysisPool } from "./engine-pool";

const call: Utterance[] = [
  { speaker: 0, text: "Thanks for joining. How do you run renewals today?", start: 0, end: 5 },
  { speaker: 1, text: "Mostly by hand, which is painful.", start: 6, end: 9 },
  { speaker: 0, text: "Um, our platform automates that.", start: 10, end: 13 },
];
// About 5 MB of text: long enough to analyse that the main thread's timers would stall if it ran here.
const hugeCall: Utterance[] = [{ speaker: 0, text: "We offer, um, a platform. Do you see it? ".repeat(120_000) }];

let pool: AnalysisPool | undefined;
afterEach(async () => {
  await pool?.close();
  pool = undefined;
});

describe("createAnalysisPool", () => {
  it("answers exactly what analyzeTranscript answers in-process", async () => {
    pool = createAnalysisPool();
    const result = await pool.run({ utterances: call, repSpeakers: [0] });
    expect(result).toEqual(analyzeTranscript({ utterances: call, repSpeakers: [0] }));
    expect(engineOutputSchema.parse(result).engine.name).toBe("local");
  });

  it("queues beyond its size and answers every task", async () => {
    pool = createAnalysisPool({ size: 1 });
    const results = await Promise.all(
      [[0], [1], [0, 1]].map((repSpeakers) => pool!.run({ utterances: call, repSpeakers })),
    );
    expect(results.map((r) => r.talkTimeRatio)).toEqual([8 / 11, 3 / 11, 1]);
  });

  it("keeps the main thread free while a big transcript is analysed", async () => {
    pool = createAnalysisPool();
    await pool.run({ utterances: call, repSpeakers: [0] }); // worker started and warm
    let ticks = 0;
    const ticker = setInterval(() => (ticks += 1), 10);
    const started = Date.now();
    await pool.run({ utterances: hugeCall, repSpeakers: [0] });
    clearInterval(ticker);
    const elapsed = Date.now() - started;
    // Timers kept firing during the analysis: at least a third of the 10 ms slots it lasted.
    expect(elapsed).toBeGreaterThan(100);
    expect(ticks).toBeGreaterThan(elapsed / 30);
  });

  it("times out with a typed error, then serves the next task on a fresh worker", async () => {
    // Long enough for a warm engine to answer a three-line call, far too short for five megabytes.
    pool = createAnalysisPool({ timeoutMs: 250 });
    await expect(pool.run({ utterances: hugeCall, repSpeakers: [0] })).rejects.toBeInstanceOf(TaskTimeoutError);
    await expect(pool.run({ utterances: call, repSpeakers: [0] })).resolves.toMatchObject({ talkTimeRatio: 8 / 11 });
  });

  it("works when the app runs under tsx, outside vitest", async () => {
    const tsx = fileURLToPath(new URL("../../../../node_modules/tsx/dist/cli.mjs", import.meta.url));
    const script = fileURLToPath(new URL("../../../../tests/engine/pool-smoke.ts", import.meta.url));
    const { stdout } = await promisify(execFile)(process.execPath, [tsx, script], { cwd: "/" });
    const result = metricsAnalysisSchema.parse(JSON.parse(stdout));
    expect(result.talkTimeRatio).toBeCloseTo(6 / 8);
    expect(result.metrics.questionsByRep).toBe(1);
  });
});
