/**
 * npx tsx scripts/engine/rep-guess-eval.ts [train|dev|test ...]
 *
 * Who the upload makes the rep (roles.ts defaultSpeakerMapping's account owner) when the uploading user's
 * name is not among the speakers, as with "Speaker 1 / Speaker 2" exports or a colleague's upload: each call
 * rendered in its export format and parsed (pipeline.ts's path without the user's name), against the
 * corpus's labelled sides. Prints, per split, how often the chosen rep is a labelled seller, for all calls
 * with a seller and for the generic-label ones.
 */
import { defaultSpeakerMapping, repSpeakersOf } from "@server/engine/roles";
import { parseTranscript } from "@server/ingest/index";
import { loadCorpus, type Split } from "@tests/corpus/load";
import { renderCall } from "@tests/corpus/render";
import type { CorpusCall } from "@tests/corpus/schema";

export interface RepGuess {
  calls: number;
  right: number;
  accuracy: number | null;
  generic: number;
  genericAccuracy: number | null;
  wrong: string[];
}

const share = (a: number, b: number) => (b ? Math.round((a / b) * 1000) / 1000 : null);

/** How often the upload's rep, chosen without the user's name, is a labelled seller (sales calls with a seller). */
export function repGuess(calls: readonly CorpusCall[]): RepGuess {
  let [counted, right, generic, genericRight] = [0, 0, 0, 0];
  const wrong: string[] = [];
  for (const call of calls) {
    if (!call.speakers.some((speaker) => speaker.side === "seller") || call.callType === "non_sales") continue;
    const { text, extension } = renderCall(call);
    const parsed = parseTranscript(text, extension);
    const order: string[] = [];
    for (const turn of call.turns) if (!order.includes(turn.speaker)) order.push(turn.speaker);
    if (order.length !== parsed.speakers.length) continue; // a parse that merged or split speakers is ingestion's to measure
    const reps = repSpeakersOf(defaultSpeakerMapping(parsed.utterances, parsed.speakers, { firstName: "", lastName: "" }));
    const isRight = reps.length > 0 && reps.every((rep) => call.speakers.find((speaker) => speaker.name === order[rep])?.side === "seller");
    counted++;
    if (isRight) right++;
    else wrong.push(call.id);
    if (call.genericLabels) {
      generic++;
      if (isRight) genericRight++;
    }
  }
  return { calls: counted, right, accuracy: share(right, counted), generic, genericAccuracy: share(genericRight, generic), wrong };
}

if (process.argv[1]?.endsWith("rep-guess-eval.ts")) {
  const splits = (process.argv.slice(2).length ? process.argv.slice(2) : ["train", "dev"]) as Split[];
  for (const split of splits) {
    const { wrong, ...figures } = repGuess(loadCorpus(split));
    console.log(JSON.stringify({ split, ...figures, wrong: wrong.slice(0, 12) }));
  }
}
