import type { Utterance } from "@shared/utterance";
import { buildCall, type Call } from "@server/engine/call/call";
import type { SpokenSentence } from "@server/engine/classifier/contexts";
import { isCustomerLabel, MODEL_LABELS, OBJECTION_LABELS, type ModelLabel } from "@server/engine/classifier/labels";
import { readTranscript } from "@server/engine/call/reading";
import { questionTest } from "@server/engine/questions";
import type { CorpusCall } from "@tests/corpus/schema";

/** One labelled sentence as the trainer sees it: what was said, and its labels as 0/1 per MODEL_LABELS. */
export interface LabelledSentence extends SpokenSentence {
  targets: Uint8Array;
  /** 0 where the label does not apply (customer labels on seller speech), so it is neither taught nor scored. */
  mask: Uint8Array;
}

const isSeller = (call: CorpusCall, name: string) => call.speakers.find((s) => s.name === name)?.side === "seller";

/** The call's labelled sentences in order, with the sides its labels give. */
export function labelledSentences(call: CorpusCall): LabelledSentence[] {
  const out: LabelledSentence[] = [];
  // The transcript's question test, as the engine picks it (a speech-style call's questions are unmarked).
  const isQuestion = questionTest(corpusUtterances(call).utterances.map((utterance) => utterance.text));
  call.turns.forEach((turn, turnIndex) => {
    const seller = isSeller(call, turn.speaker);
    for (const sentence of turn.sentences) {
      const targets = new Uint8Array(MODEL_LABELS.length);
      const mask = new Uint8Array(MODEL_LABELS.length);
      const has = (label: ModelLabel) =>
        label === "objection" ? OBJECTION_LABELS.some((type) => sentence.labels?.includes(type)) : (sentence.labels ?? []).some((l) => l === label);
      MODEL_LABELS.forEach((label, i) => {
        targets[i] = has(label) ? 1 : 0;
        mask[i] = seller && isCustomerLabel(label) ? 0 : 1;
      });
      out.push({ text: sentence.text, seller, turn: turnIndex, question: isQuestion(sentence.text), targets, mask });
    }
  });
  return out;
}

/** The call as utterances (speakers numbered by first appearance), and the numbers of its sellers. */
export function corpusUtterances(call: CorpusCall): { utterances: Utterance[]; sellers: number[] } {
  const index = new Map<string, number>();
  const utterances = call.turns.map((turn) => {
    if (!index.has(turn.speaker)) index.set(turn.speaker, index.size);
    return { speaker: index.get(turn.speaker)!, name: turn.speaker, text: turn.sentences.map((s) => s.text).join(" ") };
  });
  const sellers = [...index].filter(([name]) => isSeller(call, name)).map(([, number]) => number);
  return { utterances, sellers };
}

/** The engine's Call for a corpus call, with the labelled sellers on the seller side. */
export function corpusEngineCall(call: CorpusCall): Call {
  const { utterances, sellers } = corpusUtterances(call);
  const reading = readTranscript(utterances.map((utterance) => utterance.text));
  return buildCall(utterances, sellers, reading.isQuestion, reading);
}
