/**
 * The boundary model on dev, trained on train only (the shipped model has seen dev): boundary precision,
 * recall and F1 inside the turns of dev's speech-recognition-style calls, and how many sentences an upload
 * of those calls yields, before (splitSentences alone) and after (with the model), against the labels.
 * `npx tsx scripts/engine/segmenter-eval.ts`. The 5-fold figure over train+dev: segmenter-trainer.ts --cv.
 */
import { isUnpunctuated, runSegmenter } from "@server/engine/segmenter/segment";
import { splitSentences } from "@server/engine/text";
import { parseTranscript } from "@server/ingest/index";
import { loadCorpus } from "@tests/corpus/load";
import { renderCall } from "@tests/corpus/render";
import type { CorpusCall } from "@tests/corpus/schema";
import { boundaryFigures, countBoundaries, isSpeechStyle, trainBoundaryModel } from "./segmenter-trainer";

/** Sentences of the call as uploaded (rendered in its export format, then parsed), `split` on each piece when the call is unpunctuated. */
function uploadedSentences(call: CorpusCall, split: (piece: string) => string[]): number {
  const { text, extension } = renderCall(call);
  const texts = parseTranscript(text, extension).utterances.map((u) => u.text);
  const segment = isUnpunctuated(texts);
  return texts.reduce((sum, t) => sum + splitSentences(t).flatMap((piece) => (segment ? split(piece) : [piece])).length, 0);
}

const dev = loadCorpus("dev").filter(isSpeechStyle);
const segmenter = runSegmenter(trainBoundaryModel(loadCorpus("train")));
const labelled = dev.reduce((sum, call) => sum + call.turns.reduce((n, turn) => n + turn.sentences.length, 0), 0);
console.log(
  JSON.stringify(
    {
      devSpeechStyleCalls: dev.length,
      boundariesInTurns: { before: boundaryFigures(countBoundaries(dev, null)), after: boundaryFigures(countBoundaries(dev, segmenter.split)) },
      uploadedSentences: {
        labelled,
        before: dev.reduce((sum, call) => sum + uploadedSentences(call, (piece) => [piece]), 0),
        after: dev.reduce((sum, call) => sum + uploadedSentences(call, segmenter.split), 0),
      },
    },
    null,
    1,
  ),
);
