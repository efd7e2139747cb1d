import { MEDDIC_CRITERIA, type MeddicScorecard, type MeetingSummary } from "@shared/analysis";

/**
 * Case, whitespace, punctuation and quote styles are ignored when checking a quote: models re-punctuate,
 * but the words must be the speaker's own.
 */
export function normalizeForMatch(text: string): string {
  return text
    .normalize("NFKC")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

export class TranscriptText {
  private readonly haystack: string;
  constructor(texts: readonly string[]) {
    // Utterances are joined with a separator no normalised quote can contain, so a quote never spans two turns.
    this.haystack = `|${texts.map(normalizeForMatch).join("|")}|`;
  }

  /** True when every part of the quote (split at an ellipsis) occurs in one utterance. */
  contains(quote: string): boolean {
    const parts = quote.split(/\.\.\.|…/).map(normalizeForMatch).filter((part) => part.length > 0);
    return parts.length > 0 && parts.every((part) => this.haystack.includes(` ${part} `) || this.matchesAtEdge(part));
  }

  private matchesAtEdge(part: string): boolean {
    // A part may start or end an utterance: bounded by the separator instead of a space.
    return [`|${part} `, ` ${part}|`, `|${part}|`].some((form) => this.haystack.includes(form));
  }
}

/** The double-quoted spans of a MEDDIC context (straight or curly quotes). */
export function quotedSpans(context: string): string[] {
  return [...context.matchAll(/["“”]([^"“”]+)["“”]/g)].map((match) => match[1] ?? "").filter((span) => span.trim().length > 0);
}

const RESULT_POINTS = { Yes: 100, Partial: 50, No: 0 } as const;

export interface VerifiedQuotes {
  meddicScorecard: MeddicScorecard;
  meetingSummary: MeetingSummary;
  dropped: number;
}

/**
 * Drops what the transcript does not back: an objection whose quote is not in the transcript is removed;
 * a MEDDIC criterion whose context quotes words nobody said, or claims Yes/Partial without any quote,
 * takes the local engine's entry for that criterion. overall_score is recomputed from the kept results.
 */
export function verifyQuotes(
  text: TranscriptText,
  model: { meddicScorecard: MeddicScorecard; meetingSummary: MeetingSummary },
  local: MeddicScorecard,
): VerifiedQuotes {
  let dropped = 0;
  const objections = model.meetingSummary.objections.filter((objection) => {
    const kept = text.contains(objection.quote);
    if (!kept) dropped++;
    return kept;
  });
  const scorecard = { ...model.meddicScorecard };
  for (const criterion of MEDDIC_CRITERIA) {
    const entry = scorecard[criterion];
    const spans = quotedSpans(entry.context);
    const unsupported = entry.result !== "No" && spans.length === 0;
    if (unsupported || spans.some((span) => !text.contains(span))) {
      scorecard[criterion] = local[criterion];
      dropped++;
    }
  }
  const points = MEDDIC_CRITERIA.reduce((sum, criterion) => sum + RESULT_POINTS[scorecard[criterion].result], 0);
  scorecard.overall_score = Math.round(points / MEDDIC_CRITERIA.length);
  return { meddicScorecard: scorecard, meetingSummary: { ...model.meetingSummary, objections }, dropped };
}
