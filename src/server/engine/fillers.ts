import { normalizeText } from "./text";

const EDGE_BEFORE = String.raw`(?<![\p{L}\p{N}'-])`;
const EDGE_AFTER = String.raw`(?![\p{L}\p{N}'-])`;

/** "do you know", "as you know": the phrase carries meaning there, so it is no filler. */
const notAfter = (words: string) => String.raw`(?<!(?:^|[^\p{L}\p{N}'])(?:${words})\s+)`;
const DETERMINERS = "what|which|this|that|the|a|any|some|every|each|one|same|these|those|all|no|what's";
const KNOW_VERBS = "do|did|does|don't|didn't|if|as|would|will|could|should|might|let|to";

/**
 * Filler words and phrases counted for the rep. "like" is left out: as a filler it cannot be told from
 * the verb and the preposition without parsing. Hesitations allow stretched spellings ("umm", "uhh");
 * hyphenated words ("uh-huh", "uh-oh") are backchannels, not fillers, and the edges exclude them.
 * "kind of" / "sort of" after a determiner ("what kind of tool") and "you know" after a verb or
 * conjunction ("do you know", "as you know") are ordinary speech and are not counted.
 */
const FILLERS: readonly RegExp[] = [
  String.raw`u+m+`,
  String.raw`u+h+`,
  String.raw`e+r+m+`,
  String.raw`a+h+`,
  String.raw`basically`,
  String.raw`literally`,
  String.raw`i mean`,
  `${notAfter(KNOW_VERBS)}you know`,
  `${notAfter(DETERMINERS)}(?:sort|kind) of`,
].map((body) => new RegExp(`${EDGE_BEFORE}${body}${EDGE_AFTER}`, "gu"));

export function countFillers(text: string): number {
  const normalized = normalizeText(text);
  let count = 0;
  for (const filler of FILLERS) {
    for (const _match of normalized.matchAll(filler)) count += 1;
  }
  return count;
}
