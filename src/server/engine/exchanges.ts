import type { Turn } from "./turns";

export type IsRep = (speaker: number) => boolean;

/**
 * Longest stretch, in talk seconds, of consecutive utterances from one side with no utterance from the
 * other side in between. The rep side is the rep speakers; the customer side is everyone else, so two
 * buyers talking to each other while the rep listens is one customer story. Pauses inside a stretch are
 * not talk and are not counted.
 */
export function longestStretches(turns: readonly Turn[], isRep: IsRep): { rep: number; customer: number } {
  const longest = { rep: 0, customer: 0 };
  let side: "rep" | "customer" | null = null;
  let running = 0;
  for (const turn of turns) {
    const turnSide = isRep(turn.speaker) ? "rep" : "customer";
    running = turnSide === side ? running + turn.seconds : turn.seconds;
    side = turnSide;
    longest[side] = Math.max(longest[side], running);
  }
  return longest;
}

/** Times the speaker changes from one utterance to the next (any speaker, not only rep ↔ customer). */
export function speakerSwitches(turns: readonly Turn[]): number {
  let switches = 0;
  for (let index = 1; index < turns.length; index += 1) {
    if (turns[index]?.speaker !== turns[index - 1]?.speaker) switches += 1;
  }
  return switches;
}

/**
 * Patience: the average pause, in seconds, between the end of a customer utterance and the start of the
 * rep utterance right after it. It needs the customer's real end and the rep's real start; a transcript
 * with start times only shows no pauses at all, so there the answer is null rather than a made-up 0.
 * A rep who starts before the customer has finished (an interruption) counts as a pause of 0.
 */
export function averagePatience(turns: readonly Turn[], isRep: IsRep): number | null {
  let total = 0;
  let count = 0;
  for (let index = 1; index < turns.length; index += 1) {
    const before = turns[index - 1];
    const after = turns[index];
    if (!before || !after || isRep(before.speaker) || !isRep(after.speaker)) continue;
    if (before.end === null || after.start === null) continue;
    total += Math.max(0, after.start - before.end);
    count += 1;
  }
  return count === 0 ? null : total / count;
}
