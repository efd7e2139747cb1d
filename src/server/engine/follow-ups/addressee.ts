import type { Call, CallSentence } from "../call/call";
import { firstNamesOf } from "../call/names";

const VOCATIVE = /^(?:and\s+|so\s+)?(\p{Lu}[\p{L}'’-]+),/u;

/**
 * Who a sentence speaks to: the person it opens with by name ("Raj, could you…"), else whoever speaks next,
 * else the only other person on a two-person call, else the only person on the other side. Null when it
 * cannot be told. `sure`: not whoever speaks
 * next, which on a call of three or more is often not the one spoken to.
 */
export function addresseeOf(call: Call, sentence: CallSentence, sure = false): number | null {
  const names = firstNamesOf(call);
  const vocative = VOCATIVE.exec(sentence.text)?.[1]?.toLowerCase();
  const named = vocative === undefined ? undefined : names.get(vocative);
  if (named !== undefined && named !== sentence.speaker) return named;
  const next = call.turns[sentence.turn + 1];
  // Whoever speaks next is a guess on a call of three or more; `sure` takes only a name or a two-person call.
  if (!sure && next && next.speaker !== sentence.speaker) return next.speaker;
  const others = [...call.names.keys()].filter((speaker) => speaker !== sentence.speaker);
  if (others.length === 1 || !sure) return others.length === 1 ? (others[0] ?? null) : null;
  // Two sellers and one buyer: what a seller promises "you" is promised to the buyer, not to a teammate
  // (and a lone seller is whom the buyer's "you" means).
  const speakerSells = call.sellers.has(sentence.speaker);
  const otherSide = others.filter((speaker) => call.sellers.has(speaker) !== speakerSells);
  return otherSide.length === 1 ? (otherSide[0] ?? null) : null;
}
