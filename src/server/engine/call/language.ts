export type Language = "en" | "es" | "other";

/** Frequent function words that are rare in the other language (shared ones such as "a" or "no" are left out). */
const ENGLISH = new Set(
  "the and to of is that it we you i this for on with have be are was what our your can do so but not just they at my if about how there would will".split(" "),
);
const SPANISH = new Set(
  "el la los las de que y en un una es por con para se lo le su al del como pero más muy sí usted nos está son hay mi cómo qué también".split(" "),
);
const WORD = /[\p{L}']+/gu;
/** Enough words to tell the language; reading more only costs time. */
const SAMPLE_WORDS = 4000;
/** In ordinary speech roughly a third of the words are function words; a fifth is already clear. */
const SHARE_NEEDED = 0.15;

/**
 * The call's language, from the share of English and Spanish function words. Rules and sentiment are written
 * for English, and the rules also for Spanish; any other language is reported as "other" so the engine can
 * say plainly that it could not read the call rather than find nothing and call that evidence.
 */
export function detectLanguage(sentences: readonly { lower: string }[]): Language {
  let total = 0;
  let english = 0;
  let spanish = 0;
  outer: for (const { lower } of sentences) {
    for (const [word] of lower.matchAll(WORD)) {
      total += 1;
      if (ENGLISH.has(word)) english += 1;
      else if (SPANISH.has(word)) spanish += 1;
      if (total >= SAMPLE_WORDS) break outer;
    }
  }
  // Little speech: Spanish when its words clearly dominate, else English, the language most calls are in.
  // "Other" needs enough words to be sure that neither language is there.
  if (total < 40) return spanish > english && spanish >= 3 ? "es" : "en";
  if (english >= spanish && english / total >= SHARE_NEEDED) return "en";
  if (spanish > english && spanish / total >= SHARE_NEEDED) return "es";
  return "other";
}
