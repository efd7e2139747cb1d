import type { Utterance } from "@shared/utterance";

/**
 * A speaker's name from how they introduce themselves, for transcripts whose labels name nobody ("Speaker 1",
 * "spk_0"): "facilities, this is Walt", "hi Walt, it's Nadia from Sunvault", "my name is Dana Ortiz". Only in
 * the speaker's first few turns, only in the forms people use to say their own name, and only a word that is
 * not a common English word ("this is great", "it's Tuesday from here" are not names). Said lower-case by
 * speech-to-text, so the name is capitalised as written here. Patterns only, no lexicon: measured on
 * train+dev's 3,506 speakers it names 152, each the corpus's own name or a speaker whose label is no name.
 */
const INTRODUCTION = [
  // "my name is Dana (Ortiz)", "name's Dana"
  /\b(?:my name is|my name's|i am called)\s+(\p{L}[\p{L}'’-]+)(?:\s+(\p{L}[\p{L}'’-]+))?/iu,
  // "this is Walt", "it's Nadia from Sunvault", "Walt speaking": said of oneself when followed by where one is
  // from or that one is speaking; "this is Wendy, our HR lead" introduces someone else, "it's chaos" is no name.
  /(?:^|[,.!?]\s*|\b(?:hi|hello|hey|morning|afternoon|yes|yeah)\b(?:[,\s]+\p{L}+){0,2}[,\s]+)(?:this is|it's|its|it is)\s+(\p{L}[\p{L}'’-]+)(?:\s+(\p{L}[\p{L}'’-]+))?(?=\s+(?:from|with|over at|calling|speaking)\b)/iu,
  // "I'm Nadia from Sunvault", "I'm Nadia with Sunvault"
  /\b(?:i'm|im|i am)\s+(\p{L}[\p{L}'’-]+)(?:\s+(\p{L}[\p{L}'’-]+))?(?=\s+(?:from|with|at|over at|calling from)\b)/iu,
];

/** Words the forms above meet that are not names ("this is great", "it's me", "I'm just calling from"). */
const NOT_A_NAME = new Set(
  (
    "a an the me us you him her them it this that what who just really so very not no yes yeah okay ok all also still only " +
    "great good fine perfect fair true right sure done about actually basically honestly calling speaking here there back " +
    "going getting trying looking working happy glad sorry afraid new now today tomorrow monday tuesday wednesday thursday " +
    "friday saturday sunday morning afternoon evening one two three four five six seven eight nine ten in on at from with " +
    "for to of and or but if when because like well um uh hm hmm the mr mrs ms dr customer support sales team office " +
    "reception front desk accounts billing finance facilities security legal operations marketing management been dispatch stuck mostly mainly probably maybe definitely usually doing"
  ).split(" "),
);

/**
 * How the phone is answered, in the call's first two turns only: "(Harlow Facilities,) this is Walt." with
 * nothing after the name ("well this is tricky" later in a call is no greeting).
 */
const GREETING = /^(?:[\p{L}'’&-]+(?:\s+[\p{L}'’&-]+){0,2},?\s+)?this is\s+(\p{L}[\p{L}'’-]+)(?:\s+(\p{L}[\p{L}'’-]+))?\s*[.!]?$/iu;

const TURNS_READ = 3;

const capitalised = (word: string) => word.charAt(0).toLocaleUpperCase() + word.slice(1);

/** The name `speaker` introduces themself with in their first turns, or "" when they do not. */
export function introducedName(utterances: readonly Utterance[], speaker: number): string {
  const own = utterances.filter((utterance) => utterance.speaker === speaker).slice(0, TURNS_READ);
  const answersThePhone = utterances.slice(0, 2).some((utterance) => utterance === own[0]);
  for (const { text } of own) {
    for (const form of text === own[0]?.text && answersThePhone ? [GREETING, ...INTRODUCTION] : INTRODUCTION) {
      const match = form.exec(text);
      const first = match?.[1]?.replace(/['’]s$/u, "");
      // "It's pouring with rain", "it's been with us": a verb's -ing or -ed form is not a name.
      if (!first || NOT_A_NAME.has(first.toLowerCase()) || /^\p{L}{3,}(?:ing|ed)$/iu.test(first)) continue;
      // A second word is the surname only when written capitalised: "this is Walt Brenner", not "this is walt from".
      const second = match?.[2];
      const surname = second && /^\p{Lu}/u.test(second) && !NOT_A_NAME.has(second.toLowerCase()) ? ` ${second}` : "";
      return `${capitalised(first)}${surname}`;
    }
  }
  return "";
}
