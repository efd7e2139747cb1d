// Small calls for the rules' unit tests: lines as [speaker, text], ten seconds apart (or untimed, when talk
// time should follow the words), with optional names.
import type { Utterance } from "@shared/utterance";
import { buildCall, type Call } from "@server/engine/call/call";
import { isQuestion } from "@server/engine/questions";

export type Line = readonly [speaker: number, text: string];

export function utterancesOf(lines: readonly Line[], names: readonly string[] = [], timed = true): Utterance[] {
  return lines.map(([speaker, text], index) => ({
    speaker,
    text,
    ...(timed ? { start: index * 10, end: index * 10 + 9 } : {}),
    ...(names[speaker] ? { name: names[speaker] } : {}),
  }));
}

/** The call the rules read; speaker 0 is the rep unless `reps` says otherwise. */
export function callOf(lines: readonly Line[], options: { reps?: number[]; names?: readonly string[]; timed?: boolean } = {}): Call {
  return buildCall(utterancesOf(lines, options.names, options.timed ?? true), options.reps ?? [0], isQuestion);
}
