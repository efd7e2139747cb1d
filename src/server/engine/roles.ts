import type { SpeakerMapping } from "@shared/analysis";
import type { Utterance } from "@shared/utterance";
import { cleanName, placeholderName } from "./call/names";
import { detectSellerSide, roleWarning, type SellerSide, type SpeakerSide } from "./roles/seller-side";
import { normalizeText, wholeWords } from "./text";

export interface RepUser {
  firstName: string;
  lastName: string;
}

/** Labels transcripts and meeting tools give the seller's side. */
const REP_LABEL = wholeWords([
  "sales rep", "sales representative", "sales", "rep", "ae", "sdr", "bdr", "agent",
  "account executive", "account manager",
]);

/** Phrases a seller uses when presenting their own product; each occurrence scores one point. */
const PRESENTER_PHRASES = wholeWords([
  "our platform", "our product", "our solution", "our pricing", "our customers", "our clients",
  "we offer", "we help companies", "we help teams", "let me show you", "i'd love to show",
  "let me walk you through", "i can show you",
]);

/**
 * Every speaker number that has a display name or an utterance, ascending, with its display name: the
 * given one, else the first name an utterance carries for that speaker, else "".
 */
function namedSpeakers(utterances: readonly Utterance[], speakers: readonly string[]): Map<number, string> {
  const names = new Map<number, string>();
  speakers.forEach((name, speaker) => names.set(speaker, name?.trim() ?? ""));
  for (const utterance of utterances) {
    const { speaker } = utterance;
    if (!Number.isSafeInteger(speaker) || speaker < 0) continue;
    if (!names.get(speaker)) names.set(speaker, utterance.name?.trim() ?? "");
  }
  return new Map([...names].sort(([a], [b]) => a - b));
}

/** The highest-scoring speaker, the lowest number winning ties; null when nobody scores above 0. */
function best(numbers: readonly number[], score: (speaker: number) => number): number | null {
  let winner: number | null = null;
  let top = 0;
  for (const speaker of numbers) {
    const points = score(speaker);
    if (points > top) [winner, top] = [speaker, points];
  }
  return winner;
}

/** Scores a display name 1 per user name part it contains as a whole word. */
function nameScorer(user: RepUser): (name: string) => number {
  const parts = [user.firstName, user.lastName].map((part) => part.trim()).filter(Boolean);
  const matchers = parts.map((part) => wholeWords([part]));
  return (name) => matchers.filter((matcher) => matcher.test(name)).length;
}

/** Presenter points per speaker, in one pass over the transcript. */
function presenterScores(utterances: readonly Utterance[]): Map<number, number> {
  const phrases = new RegExp(PRESENTER_PHRASES.source, "giu");
  const scores = new Map<number, number>();
  for (const utterance of utterances) {
    let points = 0;
    for (const _match of normalizeText(utterance.text).matchAll(phrases)) points += 1;
    if (points > 0) scores.set(utterance.speaker, (scores.get(utterance.speaker) ?? 0) + points);
  }
  return scores;
}

/**
 * Which speaker is the rep (account_owner), tried in this order:
 * 1. a speaker whose name contains the user's first or last name as a whole word (both names beat one);
 * 2. a speaker labelled like a seller (Rep, Sales, AE, SDR, BDR, Agent, Account Executive, …);
 * 3. the speaker the seller-side model reads most as a seller (roles/seller-side.ts: wording, turn-taking,
 *    introductions): on "Speaker 1 / Speaker 2" exports a buyer who picks up the phone speaks first, and the
 *    old fallback below made them the rep;
 * 4. the speaker who most presents the product ("our platform", "let me show you", …), else speaker 0.
 */
export function guessRep(utterances: readonly Utterance[], speakers: readonly string[], user: RepUser): number {
  const names = namedSpeakers(utterances, speakers);
  return guessFrom(names, utterances, user, detectSellerSide(utterances, { names, user }));
}

function guessFrom(names: Map<number, string>, utterances: readonly Utterance[], user: RepUser, sides: SellerSide): number {
  const numbers = [...names.keys()];
  const nameScore = nameScorer(user);
  const byName = best(numbers, (n) => nameScore(names.get(n) ?? ""));
  if (byName !== null) return byName;
  const byLabel = best(numbers, (n) => (REP_LABEL.test(names.get(n) ?? "") ? 1 : 0));
  if (byLabel !== null) return byLabel;
  const sellers = sides.speakers.filter((speaker) => speaker.side === "seller" && names.has(speaker.speaker));
  const strongest = sellers.reduce<SpeakerSide | null>((top, speaker) => (!top || speaker.confidence > top.confidence ? speaker : top), null);
  if (strongest) return strongest.speaker;
  const presenting = presenterScores(utterances);
  return best(numbers, (n) => presenting.get(n) ?? 0) ?? 0;
}

/**
 * The mapping a transcript starts with: the guessed rep is account_owner, and so is every other speaker the
 * seller-side model puts on our side (a solutions engineer, a manager) when the call has three or more
 * speakers; recording tools are "other", everyone else customer. Speakers without a name are called "Sales Rep"
 * (the rep) or "Participant N" (numbered from 1), as SPEC §2 names unnamed speakers.
 */
export function defaultSpeakerMapping(
  utterances: readonly Utterance[],
  speakers: readonly string[],
  user: RepUser,
): SpeakerMapping {
  const names = namedSpeakers(utterances, speakers);
  const detected = detectSellerSide(utterances, { names, user });
  const rep = guessFrom(names, utterances, user, detected);
  if (!names.has(rep)) names.set(rep, "");
  const sides = new Map(detected.speakers.map(({ speaker, side }) => [speaker, side]));
  const teamCall = names.size >= 3;
  const mapping: SpeakerMapping = {};
  for (const [speaker, given] of names) {
    const side = sides.get(speaker);
    const role = speaker === rep || (teamCall && side === "seller") ? "account_owner" : side === "other" ? "other" : "customer";
    // Cleaned as the engine will read it (no line breaks or control characters, at most NAME_LIMIT long).
    const name = cleanName(given) || placeholderName(speaker, role === "account_owner");
    mapping[String(speaker)] = { name, role };
  }
  return mapping;
}

/** The rep speaker numbers of a mapping: what computeMetrics and analyzeTranscript take. */
export function repSpeakersOf(mapping: SpeakerMapping): number[] {
  return Object.entries(mapping)
    .filter(([, entry]) => entry.role === "account_owner")
    .map(([speaker]) => Number(speaker));
}

/**
 * Who the analysis treats as us. A mapping the user saved is taken as it is. One nobody confirmed is the
 * detection's: its account owners plus, on calls of three or more, every speaker the seller-side model puts
 * on our side (mappings stored before teammates were detected named one rep only); it carries a warning
 * when the detection is unsure.
 */
export function analysisRoles(
  utterances: readonly Utterance[],
  mapping: SpeakerMapping,
  confirmed: boolean,
): { repSpeakers: number[]; roleWarning?: string } {
  const owners = repSpeakersOf(mapping);
  if (confirmed) return { repSpeakers: owners };
  const names = new Map(Object.entries(mapping).map(([speaker, entry]) => [Number(speaker), entry.name]));
  const detected = detectSellerSide(utterances, { names });
  const reps = new Set(owners);
  if (detected.speakers.length >= 3) {
    for (const { speaker, side } of detected.speakers) if (side === "seller") reps.add(speaker);
  }
  const warning = roleWarning(detected);
  return { repSpeakers: [...reps].sort((a, b) => a - b), ...(warning ? { roleWarning: warning } : {}) };
}
