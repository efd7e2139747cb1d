// The automated consistency check of issue 14: on every labelled call, the coaching lines the engine writes
// never contradict each other or the facts it found (coaching/consistency.ts). coach() also drops any such
// line as a safety net; this asserts the generators do not depend on it.
import { describe, expect, it } from "vitest";
import { callFacts } from "@server/engine/engine";
import { coachingContradictions } from "@server/engine/coaching/consistency";
import { toImprove } from "@server/engine/coaching/to-improve";
import { wentWell } from "@server/engine/coaching/went-well";
import { analyzeTranscript } from "@server/engine/engine";
import { loadCorpus } from "./load";
import type { CorpusCall } from "./schema";

function asUtterances(call: CorpusCall) {
  const index = new Map<string, number>();
  const utterances = call.turns.map((turn) => {
    if (!index.has(turn.speaker)) index.set(turn.speaker, index.size);
    return { speaker: index.get(turn.speaker)!, name: turn.speaker, text: turn.sentences.map((s) => s.text).join(" ") };
  });
  const sellers = call.speakers.filter((s) => s.side === "seller").map((s) => index.get(s.name)).filter((n): n is number => n !== undefined);
  return { utterances, repSpeakers: sellers };
}

const calls = loadCorpus();
// Every call's facts, computed once for both tests: reading the whole corpus is this file's whole cost.
let read: { call: CorpusCall; facts: ReturnType<typeof callFacts>["facts"] }[] | null = null;
const readCorpus = () => (read ??= calls.map((call) => ({ call, facts: callFacts(asUtterances(call)).facts })));

// Its work grows with the corpus (all 1,190 calls through the engine: 22 s alone here, 87 s in a loaded CI run), so it has far more time than a unit test.
describe("coaching consistency on the corpus", { timeout: 240_000 }, () => {
  it("writes no line that contradicts another or the call's facts", () => {
    const found: string[] = [];
    for (const { call, facts } of readCorpus()) {
      if (!facts.salesContent) continue;
      for (const contradiction of coachingContradictions({ what_went_well: wentWell(facts), what_could_improve: toImprove(facts) }, facts)) {
        found.push(`${call.id}: "${contradiction.item}" ${contradiction.why}`);
      }
    }
    expect(found).toEqual([]);
  });

  it("never advises another meeting to a customer who opted out", () => {
    const optedOut = readCorpus().filter(({ facts }) => facts.optedOut).map(({ call }) => call);
    expect(optedOut.length).toBeGreaterThan(0);
    for (const call of optedOut) {
      const coaching = analyzeTranscript(asUtterances(call)).salesCoaching;
      expect(coaching.what_could_improve.map((item) => item.recommended_fix).join(" ")).not.toMatch(/propose a specific day|send the invite/iu);
    }
  });
});
