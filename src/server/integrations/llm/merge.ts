import { MEDDIC_CRITERIA, type MeddicScorecard, type SalesCoaching } from "@shared/analysis";
import { normalizeForMatch, quotedSpans } from "./quotes";
import type { ModelAnalysis } from "./schema";

const STRENGTH = { Yes: 2, Partial: 1, No: 0 } as const;

/** Keeps items whose key (normalised) was not seen before, in order. */
function dedupe<T>(items: readonly T[], key: (item: T) => string): T[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    const k = normalizeForMatch(key(item));
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

/** Per criterion, the chunk with the strongest result wins; among equals, the one citing more quotes. */
function mergeMeddic(cards: readonly MeddicScorecard[]): MeddicScorecard {
  const merged = { ...cards[0]! };
  for (const criterion of MEDDIC_CRITERIA) {
    const best = [...cards]
      .map((card) => card[criterion])
      .sort((a, b) => STRENGTH[b.result] - STRENGTH[a.result] || quotedSpans(b.context).length - quotedSpans(a.context).length)[0];
    if (best) merged[criterion] = best;
  }
  return merged;
}

function mergeCoaching(parts: readonly SalesCoaching[]): SalesCoaching {
  const all = <T>(pick: (coaching: SalesCoaching) => T[]) => parts.flatMap(pick);
  return {
    coaching_score: Math.round(parts.reduce((sum, part) => sum + part.coaching_score, 0) / parts.length),
    what_went_well: dedupe(all((c) => c.what_went_well), (item) => item),
    what_could_improve: dedupe(all((c) => c.what_could_improve), (item) => item.issue),
    tips: {
      materials_to_provide: dedupe(all((c) => c.tips.materials_to_provide), (item) => item),
      value_reinforcements: dedupe(all((c) => c.tips.value_reinforcements), (item) => item),
      objection_handling: dedupe(all((c) => c.tips.objection_handling), (item) => item),
    },
  };
}

/**
 * The reduce step of a chunked analysis: MEDDIC by best evidence, follow-ups and objections concatenated
 * in call order without repeats, coaching lists joined without repeats. The summary is the caller's: it
 * asks the model to summarise the chunk summaries.
 */
export function mergeChunkAnalyses(parts: readonly ModelAnalysis[], summary: string): ModelAnalysis {
  if (parts.length === 0) throw new Error("nothing to merge");
  return {
    meddicScorecard: mergeMeddic(parts.map((part) => part.meddicScorecard)),
    meetingSummary: {
      summary,
      follow_ups: dedupe(parts.flatMap((part) => part.meetingSummary.follow_ups), (item) => `${item.owner} ${item.action}`),
      objections: dedupe(parts.flatMap((part) => part.meetingSummary.objections), (item) => item.quote),
    },
    salesCoaching: mergeCoaching(parts.map((part) => part.salesCoaching)),
  };
}
