import type { Utterance } from "@shared/utterance";
import { shippedWeights } from "../classifier/model";
import { wholeWords } from "../text";
import { BUYER_LABEL, FEATURE_NAMES, REP_LABEL, score, speakerFeatures, TOOL_LABEL } from "./speaker-features";
import { sideScorer, type SideScorer } from "./talks-like-seller";

export type Side = "seller" | "customer" | "other";

export interface SpeakerSide {
  speaker: number;
  side: Side;
  /** 0..1: how sure the model is of this speaker's side. */
  confidence: number;
}

export interface SellerSide {
  speakers: SpeakerSide[];
  /** 0..1: the weakest speaker's confidence, lowered for one speaker or a crowd. */
  confidence: number;
}

export interface SellerSideOptions {
  /** Display names by speaker number, when the transcript gives them. */
  names?: ReadonlyMap<number, string>;
  /** The uploading user's name: a speaker carrying it is on our side. */
  user?: { firstName: string; lastName: string };
  /** How turns are worded on each side; the shipped model unless a test or the trainer passes another. */
  wording?: SideScorer | null;
}

let shippedScorer: SideScorer | null | undefined;
/** The side model in the shipped weights, compiled once; null when the weights carry none. */
export function shippedSideScorer(): SideScorer | null {
  if (shippedScorer === undefined) {
    const side = shippedWeights().side;
    shippedScorer = side ? sideScorer(side) : null;
  }
  return shippedScorer;
}

const FIRST_SPEAKER = FEATURE_NAMES.indexOf("first speaker");
const sigmoid = (x: number): number => 1 / (1 + Math.exp(-x));

function nameMatches(name: string, user: { firstName: string; lastName: string } | undefined): boolean {
  if (!user) return false;
  const parts = [user.firstName, user.lastName].map((p) => p.trim()).filter(Boolean);
  return parts.length > 0 && parts.every((p) => wholeWords([p]).test(name));
}

/**
 * Which speakers sell (the account owner and teammates) and which buy, each with a confidence. The top-scoring
 * speaker anchors the seller side; others join it on their own words or when a seller introduces them as a
 * colleague. A speaker carrying the uploading user's name is always on the seller side.
 */
export function detectSellerSide(utterances: readonly Utterance[], options: SellerSideOptions = {}): SellerSide {
  const names = new Map(options.names ?? []);
  for (const u of utterances) if (!names.get(u.speaker) && u.name) names.set(u.speaker, u.name);
  const vectors = speakerFeatures(utterances, names, options.wording === undefined ? shippedSideScorer() : options.wording);
  const speakers = [...vectors.keys()].sort((a, b) => a - b);
  if (speakers.length === 0) return { speakers: [], confidence: 0 };
  const scores = new Map<number, number>();
  // The user's own name and a tool's seller or buyer label are stronger than any wording.
  const toldOf = (speaker: number) => {
    const name = names.get(speaker) ?? "";
    return (nameMatches(name, options.user) ? 5 : 0) + (REP_LABEL.test(name) ? 3 : 0) - (BUYER_LABEL.test(name) ? 3 : 0);
  };
  for (const speaker of speakers) scores.set(speaker, score(vectors.get(speaker) ?? []) + toldOf(speaker));
  const anchor = speakers.reduce((a, b) => ((scores.get(b) ?? 0) > (scores.get(a) ?? 0) ? b : a));
  // Speaking first stands in for "is the rep". When somebody else is the rep (by name, by label or as the
  // speaker who most reads as one), the first speaker is the one who picked up, and that says nothing more.
  const first = utterances[0]?.speaker;
  if (first !== undefined && first !== anchor) {
    const vector = [...(vectors.get(first) ?? [])];
    vector[FIRST_SPEAKER] = 0;
    scores.set(first, score(vector) + toldOf(first));
  }

  const result: SpeakerSide[] = speakers.map((speaker) => {
    const value = speaker === anchor ? Math.max(scores.get(speaker) ?? 0, 0.5) : (scores.get(speaker) ?? 0);
    if (TOOL_LABEL.test(names.get(speaker) ?? "")) return { speaker, side: "other", confidence: 0.9 };
    const p = sigmoid(value);
    const side: Side = p >= 0.5 ? "seller" : "customer";
    return { speaker, side, confidence: side === "seller" ? p : 1 - p };
  });
  let confidence = Math.min(...result.map((s) => s.confidence));
  if (speakers.length === 1) confidence = Math.min(confidence, 0.3);
  if (speakers.length > 6) confidence *= 0.7;
  return { speakers: result, confidence };
}

/** Below this overall confidence the analysis says its roles are a guess. */
export const CONFIDENT = 0.65;

/** Why the analysis should not be trusted on who is who, or undefined when the sides look clear. */
export function roleWarning(detected: SellerSide): string | undefined {
  const count = detected.speakers.length;
  if (count <= 1) return "Only one speaker was found, so talk ratio and customer evidence may be wrong. Check the transcript's speaker labels.";
  if (count > 6) return `${count} speakers were found; check who is on our side.`;
  if (!detected.speakers.some((s) => s.side === "customer")) return "No customer was recognised; check who is on our side.";
  if (detected.confidence < CONFIDENT) return "Who is on our side was guessed with low confidence; check it.";
  return undefined;
}
