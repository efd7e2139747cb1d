/**
 * npx tsx scripts/engine/follow-ups-eval.ts [train|dev] [--show]
 *
 * The follow-up finder against the corpus' labelled follow-ups (owner, action with "it/that" resolved, due
 * as said), on train and dev only: test calls are never opened (the files are read by id from splits.json).
 * Each call goes the upload path (pipeline.ts: rendered in its export format, parsed, sides detected) and
 * findFollowUps runs with the classifier's labels, as engine.ts calls it. A found follow-up matches a
 * labelled one when the owner is the same and either their action words overlap enough or their due dates
 * agree (one to one, best pairs first). Prints precision, recall, due accuracy on the matches and the share of
 * found actions that still hold an unresolved pronoun. `--show` lists every miss and false alarm.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { buildCall } from "@server/engine/call/call";
import { classifyCall } from "@server/engine/classifier/classify-call";
import { findFollowUps, type FoundFollowUp } from "@server/engine/follow-ups/follow-ups";
import { contentStems } from "@server/engine/objections/topic-words";
import { isQuestion } from "@server/engine/questions";
import { corpusCallSchema, type CorpusCall } from "@tests/corpus/schema";
import { uploadedCall } from "./pipeline";

type Split = "train" | "dev";
type Labelled = CorpusCall["followUps"][number];

const CORPUS = join(import.meta.dirname, "../../tests/corpus");

/** Only the named splits' files are read: the test split stays unopened. */
function loadSplits(splits: readonly Split[]): { split: Split; call: CorpusCall }[] {
  const ids = JSON.parse(readFileSync(join(CORPUS, "splits.json"), "utf8")) as Record<Split, string[]>;
  return splits.flatMap((split) =>
    ids[split].map((id) => ({ split, call: corpusCallSchema.parse(JSON.parse(readFileSync(join(CORPUS, "calls", `${id}.json`), "utf8"))) })),
  );
}

/** Dates say when, not what: they are compared as the due, not as the action's words. */
const CALENDAR =
  /\b(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|january|february|march|april|may|june|july|august|september|october|november|december|today|tonight|tomorrow|week|month|quarter|morning|afternoon|evening|end of day)\b/gu;
const actionStems = (action: string) => contentStems(action.toLowerCase().replace(CALENDAR, " "));

/** Dice coefficient of two actions' content words. */
function overlap(a: string, b: string): number {
  const left = actionStems(a);
  const right = actionStems(b);
  const shared = [...left].filter((stem) => right.has(stem)).length;
  return left.size + right.size === 0 ? 0 : (2 * shared) / (left.size + right.size);
}

const ORDINAL = /(\d+)(?:st|nd|rd|th)\b/gu;
const ORDINAL_WORDS = [
  "first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth", "eleventh", "twelfth",
  "thirteenth", "fourteenth", "fifteenth", "sixteenth", "seventeenth", "eighteenth", "nineteenth", "twentieth",
];
/** "twenty-second" → 22, "thirtieth" → 30: the corpus writes days both ways ("the 22nd"). */
function dayNumber(word: string): string {
  const compound = /^(twenty|thirty)-?(\w+)$/u.exec(word);
  const tens = compound ? (compound[1] === "twenty" ? 20 : 30) : 0;
  const unit = ORDINAL_WORDS.indexOf(compound ? (compound[2] ?? "") : word) + 1;
  if (word === "thirtieth") return "30";
  return unit > 0 && (!compound || unit < 10) ? String(tens + unit) : word;
}
/** The words of a due date that name a time ("Thursday the 20th" → thursday, 20). */
const dueTokens = (due: string) =>
  new Set(
    due
      .toLowerCase()
      .replace(ORDINAL, "$1")
      .replace(/\b(twenty|thirty)[\s-]+/gu, "$1-")
      .split(/(?:(?<!twenty|thirty)-|[^\p{L}\p{N}-])+/u)
      .map(dayNumber)
      .filter((word) => word && !/^(?:by|on|before|until|the|this|for|at|of|in|a|an|no|later|than|end|el|de|para)$/u.test(word)),
  );

/** Both undated, or the words of one date all in the other ("Friday" and "by Friday the 14th"). */
export function sameDue(found: string | null, labelled: string | null): boolean {
  if (found === null || labelled === null) return found === labelled;
  const a = dueTokens(found);
  const b = dueTokens(labelled);
  if (a.size === 0 || b.size === 0) return false;
  return [...a].every((word) => b.has(word)) || [...b].every((word) => a.has(word));
}

/** Enough shared words to be the same action (a Dice of 0.4: two of five words each). */
const SAME_ACTION = 0.4;

/**
 * A pronoun left as the action's object, right after its verb (and a "you", "him", "over"…): "send it over",
 * "forward it to him", "send that in the next few minutes", "get those over". "That", "this", "those" and
 * "these" count only when no noun follows ("this week", "that lender page" are not pronouns), and a pronoun
 * further on ("email a summary so you have it") points to what the action already named.
 */
const UNRESOLVED =
  /^\S+(?:\s+(?:you|me|him|her|us|them|back|over|across|along))?\s+(?:it|them|(?:that|this|those|these)(?=\s*$|[\s,.;]+(?:over|to|in|on|by|for|across|along|back|today|tomorrow|tonight|right|now|later|after|before|through|with|up|out|off|when|as|once|first|asap|around|ahead|again|and|or|soon|shortly|this (?:week|afternoon|morning|evening))\b))(?![\p{L}])/iu;
export const hasUnresolvedPronoun = (action: string) => UNRESOLVED.test(action);

interface Pair {
  found: FoundFollowUp;
  labelled: Labelled;
  score: number;
}

/**
 * The corpus name of a found owner: the same name, else by speaker number. Parsed speakers are numbered by
 * first appearance, so the k-th is the corpus' k-th speaker to talk; that covers transcripts with generic
 * labels, whose owners the engine names "Sales Rep" or "Participant N".
 */
function ownerName(call: CorpusCall, found: FoundFollowUp, order: readonly number[]): string {
  if (call.speakers.some((speaker) => speaker.name === found.owner)) return found.owner;
  const speakers = [...new Set(call.turns.map((turn) => turn.speaker))];
  const position = order.indexOf(found.ownerSpeaker);
  return speakers[position] ?? found.owner;
}

function matchCall(call: CorpusCall, found: FoundFollowUp[], order: readonly number[]) {
  const candidates: Pair[] = [];
  for (const item of found) {
    for (const labelled of call.followUps) {
      if (ownerName(call, item, order) !== labelled.owner) continue;
      const words = overlap(item.action, labelled.action);
      const due = labelled.due !== null && sameDue(item.due, labelled.due);
      if (words >= SAME_ACTION || due) candidates.push({ found: item, labelled, score: words + (due ? 0.5 : 0) });
    }
  }
  const usedFound = new Set<FoundFollowUp>();
  const usedLabelled = new Set<Labelled>();
  const pairs: Pair[] = [];
  for (const pair of candidates.sort((a, b) => b.score - a.score)) {
    if (usedFound.has(pair.found) || usedLabelled.has(pair.labelled)) continue;
    usedFound.add(pair.found);
    usedLabelled.add(pair.labelled);
    pairs.push(pair);
  }
  return {
    pairs,
    falseAlarms: found.filter((item) => !usedFound.has(item)),
    misses: call.followUps.filter((labelled) => !usedLabelled.has(labelled)),
  };
}

/** The finder as engine.ts runs it: classifier labels on English calls, nothing on calls in other languages. */
function findOnUpload(call: CorpusCall): { found: FoundFollowUp[]; order: number[] } {
  const { utterances, repSpeakers } = uploadedCall(call);
  const order = [...new Set(utterances.map((utterance) => utterance.speaker))];
  const built = buildCall(utterances, repSpeakers, isQuestion);
  if (built.language === "other") return { found: [], order };
  return { found: findFollowUps(built, built.language === "en" ? classifyCall(built) : undefined), order };
}

const round = (value: number) => Math.round(value * 1000) / 1000;

interface Counts {
  labelled: number;
  found: number;
  matched: number;
  dueRight: number;
  unresolved: number;
}

function figures(name: string, counts: Counts) {
  const precision = counts.matched / Math.max(1, counts.found);
  const recall = counts.matched / Math.max(1, counts.labelled);
  return {
    splits: name,
    labelled: counts.labelled,
    found: counts.found,
    matched: counts.matched,
    precision: round(precision),
    recall: round(recall),
    f1: round(precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall)),
    dueAccuracyOnMatches: round(counts.dueRight / Math.max(1, counts.matched)),
    unresolvedPronounShare: round(counts.unresolved / Math.max(1, counts.found)),
  };
}

/** Figures per split and over all the splits asked for. */
function evaluate(splits: readonly Split[], show: boolean) {
  const empty = (): Counts => ({ labelled: 0, found: 0, matched: 0, dueRight: 0, unresolved: 0 });
  const bySplit = new Map(splits.map((split) => [split, empty()]));
  const total = empty();
  for (const { split, call } of loadSplits(splits)) {
    const { found, order } = findOnUpload(call);
    const { pairs, falseAlarms, misses } = matchCall(call, found, order);
    for (const counts of [total, bySplit.get(split)!]) {
      counts.found += found.length;
      counts.labelled += call.followUps.length;
      counts.matched += pairs.length;
      counts.dueRight += pairs.filter((pair) => sameDue(pair.found.due, pair.labelled.due)).length;
      counts.unresolved += found.filter((item) => hasUnresolvedPronoun(item.action)).length;
    }
    if (!show || (falseAlarms.length === 0 && misses.length === 0)) continue;
    console.log(`\n${split} ${call.id}`);
    for (const pair of pairs) {
      if (!sameDue(pair.found.due, pair.labelled.due)) console.log(`  due   ${pair.found.owner}: ${pair.found.action} [${pair.found.due}] ~ ${pair.labelled.action} [${pair.labelled.due}]`);
    }
    for (const item of falseAlarms) console.log(`  extra ${item.owner}: ${item.action} [${item.due}] <- "${item.sentence.text}"`);
    for (const item of misses) console.log(`  miss  ${item.owner}: ${item.action} [${item.due}]`);
  }
  return [...(splits.length > 1 ? [...bySplit].map(([split, counts]) => figures(split, counts)) : []), figures(splits.join("+"), total)];
}

if (process.argv[1]?.endsWith("follow-ups-eval.ts")) {
  const asked = (["train", "dev"] as const).filter((split) => process.argv.includes(split));
  for (const row of evaluate(asked.length ? asked : ["train", "dev"], process.argv.includes("--show"))) console.log(JSON.stringify(row));
}
