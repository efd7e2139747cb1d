import type { Utterance } from "@shared/utterance";
import { detectSellerSide } from "@server/engine/roles/seller-side";
import type { SideScorer } from "@server/engine/roles/talks-like-seller";
import type { CorpusCall } from "./schema";

/**
 * Run: npx tsx tests/corpus/roles-eval.ts [--tune] [--wrong]. The weights come from fit-roles.ts (train only).
 *
 * How well the seller side is detected on labelled calls: each speaker's side against the label. Utterances
 * come straight from the turns (speaker numbered by first appearance), so this measures roles, not parsing.
 * Calls where nobody is seller or customer (non-sales meetings, all "other") are skipped.
 */
export function evaluateRoles(calls: CorpusCall[], wording?: SideScorer): { speakers: number; accuracy: number; callsAllCorrect: number; calls: number; wrong: string[] } {
  let speakers = 0;
  let correct = 0;
  let callsAllCorrect = 0;
  let scored = 0;
  const wrong: string[] = [];
  for (const call of calls) {
    if (call.speakers.every((s) => s.side === "other")) continue;
    const index = new Map<string, number>();
    const utterances: Utterance[] = call.turns.map((turn) => {
      if (!index.has(turn.speaker)) index.set(turn.speaker, index.size);
      return { speaker: index.get(turn.speaker) ?? 0, name: turn.speaker, text: turn.sentences.map((s) => s.text).join(" ") };
    });
    const detected = new Map(detectSellerSide(utterances, wording ? { wording } : {}).speakers.map((s) => [s.speaker, s.side]));
    let allRight = true;
    for (const speaker of call.speakers) {
      const number = index.get(speaker.name);
      if (number === undefined) continue; // listed but never speaks
      speakers += 1;
      if (detected.get(number) === speaker.side) correct += 1;
      else {
        allRight = false;
        wrong.push(`${call.id}:${speaker.name}:${speaker.side}`);
      }
    }
    scored += 1;
    if (allRight) callsAllCorrect += 1;
  }
  return { speakers, accuracy: speakers ? correct / speakers : 0, callsAllCorrect, calls: scored, wrong };
}

if (process.argv[1]?.endsWith("roles-eval.ts")) {
  const { loadCorpus } = await import("./load");
  const { trainSideModel } = await import("../../scripts/engine/side-trainer");
  const { sideScorer } = await import("@server/engine/roles/talks-like-seller");
  // Tune on train and dev only (--tune leaves test out of sight); report test once a change is done.
  const tune = process.argv.includes("--tune");
  const splits = tune ? (["train", "dev"] as const) : (["train", "dev", "test"] as const);
  // The shipped side model has seen dev; while tuning, dev is read by one trained on train alone.
  const trainOnly = tune ? sideScorer(trainSideModel(loadCorpus("train"))) : undefined;
  const out: Record<string, unknown> = {};
  for (const split of splits) {
    const { wrong, ...figures } = evaluateRoles(loadCorpus(split), trainOnly);
    out[split] = process.argv.includes("--wrong") ? { ...figures, wrong } : figures;
  }
  console.log(JSON.stringify(out, null, 2));
}
