import { ACTIONS, ADVERBS } from "./commitments";

const spaced = (source: string) => source.replace(/ /g, String.raw`\s+`);

/** "I'll", "we'll", "let me": a first-person commitment starts, whatever its first verb ("take it to my VP"). */
const FIRST_PERSON = /(?<![\p{L}\p{N}])(?:i'll|i will|i'm going to|i am going to|i'm gonna|let me|we'll|we will|we're going to)\s+(?=\p{L})/gu;

/**
 * A second action joined to the first without a new subject: "…today and have an answer to you by
 * Wednesday", "…, then send the notes". The verb must take an object or a particle next ("and review the
 * results", not the noun in "the deck and review notes").
 */
/**
 * Getting back in touch, which is a follow-up only with a time ("…keep the proposal open and check back in
 * September"): without one it is the vague "and check back sometime" the corpus guide leaves out.
 */
const RECONTACT_VERBS = ["check back", "call", "ring", "phone"];

const JOINED = new RegExp(
  String.raw`(?:,\s*|\s+)(?:and|then|and then)\s+(?:also\s+|then\s+)?(?<action>(?:${spaced([...ACTIONS, "have"].join("|"))})|(?<recontact>${spaced(RECONTACT_VERBS.join("|"))}))(?![\p{L}\p{N}])` +
    String.raw`(?=\s+(?:the|a|an|it|that|this|them|those|these|you|your|our|my|his|her|him|us|me|back|up|over|out|with|to|on|in|everything|something|some|both|all|after|before|next)(?![\p{L}\p{N}]))`,
  "gdu",
);

/** The clause already starts with an action the commitment patterns read: its "and …" stays part of it. */
const ACTION_FIRST = new RegExp(String.raw`^(?:${spaced(ADVERBS.slice(4, -2))}\s+)*(?:${spaced(ACTIONS.join("|"))})(?![\p{L}\p{N}])`, "u");

/** Where the first person's clause ends: the sentence's end, a condition or reason, or a new subject. */
const CLAUSE_STOP = /[.;!?]|(?<![\p{L}])(?:if|unless|when|once|so|because|but|since|while|after)(?![\p{L}])|(?:,\s*|\s+)(?:and|then)\s+(?:i|we|you|he|she|they|it)(?![\p{L}])/u;

export interface Continuation {
  /** Where the second action's verb starts, and where its joint ("and", ", then") starts. */
  actionIndex: number;
  clauseStart: number;
  /** A recontact ("and call you"), a follow-up only once a time is said. */
  needsDate: boolean;
}

/**
 * The actions a first-person commitment goes on to with "and …" in the same clause, when its first verb is
 * none the patterns read ("I'll take it to my VP today and have an answer to you by Wednesday"). After a
 * verb they read ("I'll draft it and send it to the committee") the whole clause is already one follow-up,
 * as people list it.
 */
export function continuationsIn(lower: string): Continuation[] {
  const found: Continuation[] = [];
  for (const start of lower.matchAll(FIRST_PERSON)) {
    const from = start.index + start[0].length;
    if (ACTION_FIRST.test(lower.slice(from))) continue;
    const stop = CLAUSE_STOP.exec(lower.slice(from));
    const clause = lower.slice(from, stop ? from + stop.index : lower.length);
    for (const joined of clause.matchAll(JOINED)) {
      const span = joined.indices?.groups?.action ?? joined.indices?.groups?.recontact;
      if (span) found.push({ actionIndex: from + span[0], clauseStart: from + joined.index, needsDate: joined.groups?.recontact !== undefined });
    }
  }
  return found;
}
