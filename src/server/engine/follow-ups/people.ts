import type { Call, CallSentence } from "../call/call";
import { firstNamesOf, isPlaceholderName } from "../call/names";
import { firstNameOf } from "../entities/people-and-organizations";
import { addresseeOf } from "./addressee";

/**
 * "Him" or "her" in a follow-up ("ask him today", "send her the deck", "check with her team"): "her" before a
 * word that starts a noun phrase of its own is the person ("send her the deck"), before any other word it is
 * "her team". Only the first one, within the first words of the action, where the verb's objects stand.
 */
const PERSON_PRONOUN = /^((?:\S+\s+){1,6}?)(him|her)(?![\p{L}\p{N}'’-])(\s+(?:the|a|an|our|your|my|this|that|those|these|some|about|on|in|up|over|back|to|with|whether|if|when|once|what|how|today|tomorrow|tonight|now|later|first|and|or|before|after|by|for|into|next|know)(?![\p{L}\p{N}])|\s*[,.;:!?]|\s*$)?/iu;

/** Someone named by their role: "my CFO", "the director of operations", "our head of IT". */
const ROLE =
  /\b(?:my|our|your|the|their)\s+((?:[\p{L}-]+\s+)?(?:cfo|ceo|cto|coo|cio|ciso|vp|president|director|boss|owner|controller|lawyer|attorney|counsel|accountant|principal|superintendent|chair|chairman|chairwoman|dean|manager|supervisor|head of [\p{L}]+)(?:\s+of\s+[\p{L}]+)?)(?![\p{L}])/giu;

/** Capitalised words: names are looked up among the participants and in the first-name lexicon. */
const CAPITALISED = /(?<![\p{L}\p{N}'’])\p{Lu}[\p{L}'’-]+/gu;

/** How many sentences back a person may be named: the speaker's own and the other side's last few. */
const LOOK_BACK = 6;

interface Mention {
  who: string;
  end: number;
  /** A participant whose gender the lexicon cannot tell is taken only when nobody surer is named. */
  sure: boolean;
}

const ACRONYM = /\b(?:cfo|ceo|cto|coo|cio|ciso|vp|it|hr)\b/gu;

/** The last person `text` names that "him" or "her" can mean: a first name of that gender or either, or a role. */
function lastPerson(text: string, pronoun: "him" | "her", participants: ReadonlyMap<string, number>, excluded: ReadonlySet<number>): Mention | null {
  let best: Mention | null = null;
  const wanted = pronoun === "him" ? "he" : "she";
  for (const match of text.matchAll(CAPITALISED)) {
    const word = match[0].replace(/['’]s$/u, "");
    const lower = word.toLowerCase();
    const speaker = participants.get(lower);
    if (speaker !== undefined && excluded.has(speaker)) continue;
    const kind = firstNameOf(lower);
    if (kind === null && speaker === undefined) continue;
    if (kind !== null && kind !== "either" && kind !== wanted) continue;
    const mention = { who: word, end: match.index + match[0].length, sure: kind !== null };
    if (!best || mention.sure || !best.sure) best = mention;
  }
  for (const match of text.matchAll(ROLE)) {
    const end = match.index + match[0].length;
    const role = match[1]?.toLowerCase().replace(ACRONYM, (acronym) => acronym.toUpperCase());
    if (role && (!best || !best.sure || end > best.end)) best = { who: `the ${role}`, end, sure: true };
  }
  return best;
}

/**
 * "Ask him today" read a day later says nothing: the pronoun becomes the person last named before it, in the
 * sentence so far or the few before (by either side), who is neither the speaker nor the one spoken to; a
 * first name whose gender the lexicon knows must fit the pronoun. Unchanged when nobody fits.
 */
export function resolvePerson(call: Call, sentence: CallSentence, action: string, actionIndex: number): string {
  const match = PERSON_PRONOUN.exec(action);
  if (!match?.[1] || !match[2]) return action;
  const pronoun = match[2].toLowerCase() === "him" ? "him" : "her";
  const excluded = new Set([sentence.speaker, addresseeOf(call, sentence) ?? -1]);
  const participants = firstNamesOf(call);
  const earlier = call.sentences.slice(Math.max(0, sentence.index - LOOK_BACK), sentence.index).reverse();
  for (const text of [sentence.text.slice(0, actionIndex), ...earlier.map((other) => other.text)]) {
    const person = lastPerson(text, pronoun, participants, excluded);
    if (!person) continue;
    // "Her" before a word that is not an object of its own is a possessive: "check with her team".
    const who = pronoun === "her" && match[3] === undefined ? `${person.who}'s` : person.who;
    return `${match[1]}${who}${action.slice(match[1].length + match[2].length)}`;
  }
  return action;
}

/** What follows an object pronoun ("send you the pack", "remove you from", "back to you before"), or the end. */
const AFTER_OBJECT =
  String.raw`(?=\s+(?:the|a|an|our|my|your|this|that|those|these|some|from|to|with|back|over|up|in|on|by|before|after|when|once|what|how|know|today|tomorrow|tonight|now|later|first|and|or|for|through|about|if|whether|posted|updated|again|one|two|three|four|five|six|ten|another|access|everything|all|more|\d)(?![\p{L}\p{N}])|\s*[,.;:!?]|\s*$)`;
/** The pronoun within the action's first words, where its verb's objects stand: an object, or a possessive. */
const objectPronoun = (object: string, possessive: string) =>
  new RegExp(String.raw`^((?:\S+\s+){1,12}?)(?:(${object})${AFTER_OBJECT}|(${possessive})(?=\s+\p{L}))`, "iu");
const YOU = objectPronoun("you", "your");
const ME = objectPronoun("me", "my");

/** A speaker as a follow-up names them: their name, "the customer" for an unnamed customer, else null. */
function personOf(call: Call, speaker: number): string | null {
  const name = call.names.get(speaker);
  if (name && !isPlaceholderName(speaker, name)) return name;
  return call.sellers.has(speaker) ? null : "the customer";
}

function replacePronoun(action: string, pattern: RegExp, who: string): string {
  let resolved = action;
  // Twice at most: "send you the deck and walk you through it" has two.
  for (let round = 0; round < 2; round++) {
    const match = pattern.exec(resolved);
    // "both of you", "each of you": several people, not the one addressed.
    if (!match?.[1] || /\bof\s+$/iu.test(match[1])) break;
    const replacement = match[2] ? who : `${who}'s`;
    resolved = `${match[1]}${replacement}${resolved.slice(match[1].length + (match[2] ?? match[3] ?? "").length)}`;
  }
  return resolved;
}

/**
 * "You" as the action's object ("send you the onboarding pack", "remove you from our list", "make sure it's
 * back to you before the 18th") and "your" ("update your order form"): read the next day, "you" is whoever
 * reads the follow-up list. It becomes the person the sentence was said to (addressee.ts). In an action the
 * speaker asked of someone else ("could you send me the admin's email"), "me" and "my" are the speaker. A
 * placeholder name on the customer's side becomes "the customer"; a speaker nobody can tell leaves it as said.
 * Only an object "you" (followed by what follows an object, or the end), never a subject ("if you want").
 */
export function resolveAddressee(call: Call, sentence: CallSentence, action: string, owner: number): string {
  let resolved = action;
  // Writing a name into the action needs certainty: on a call of three or more, the next speaker is a guess.
  const addressee = addresseeOf(call, sentence, true);
  const spokenTo = addressee === null || addressee === sentence.speaker ? null : personOf(call, addressee);
  // The speaker first: their name must not be read again as an object "you".
  const speaker = owner !== sentence.speaker ? personOf(call, sentence.speaker) : null;
  if (speaker !== null) resolved = replacePronoun(resolved, ME, speaker);
  if (spokenTo !== null) resolved = replacePronoun(resolved, YOU, spokenTo);
  return resolved;
}

/** A name said to someone at the end of the sentence: "…my direct number, Oskar", "…today, thanks Greg". */
const TRAILING_VOCATIVE = /\s*[,;]\s*(?:(?:thanks|thank you|cheers)\s*,?\s+)?(\p{Lu}[\p{L}'’-]+)\s*[.!]?$/u;

/** The action without a participant's name said to them at its end, which is no part of what is to be done. */
export function dropVocative(call: Call, action: string): string {
  const match = TRAILING_VOCATIVE.exec(action);
  if (!match?.[1] || !firstNamesOf(call).has(match[1].toLowerCase())) return action;
  return action.slice(0, match.index);
}
