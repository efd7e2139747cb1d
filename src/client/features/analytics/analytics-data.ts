import { MEDDIC_CRITERIA } from "@shared/analysis";
import { MEDDIC_LABELS, SKILLS, type AnalyticsDashboard } from "@shared/dashboard";
import { shortDate } from "@client/features/dashboard";

/** SPEC §5: on analytics the AI score is green at 8 or more, yellow at 7 or more, else red. */
export function analyticsScoreClass(score: number): string {
  if (score >= 8) return "text-green-700";
  if (score >= 7) return "text-yellow-700";
  return "text-red-600";
}

/** Analysed calls are those with an outcome; without any there is nothing to chart. */
export const analysedCallCount = (data: AnalyticsDashboard) => data.callOutcomes.reduce((sum, o) => sum + o.value, 0);

export const trendRows = (data: AnalyticsDashboard) =>
  data.performanceTrends.map((point) => ({ ...point, label: shortDate(point.date) }));

/**
 * Radar rows in SPEC order. A skill without evidence (null) is drawn at 0 and says so in its
 * label, rather than inventing a figure.
 */
export const skillRows = (data: AnalyticsDashboard) =>
  SKILLS.map((skill) => {
    const score = data.skillsBreakdown[skill] ?? null;
    return { skill: score === null ? `${skill} (no data)` : skill, score: score ?? 0 };
  });

export const meddicRows = (data: AnalyticsDashboard) =>
  MEDDIC_CRITERIA.map((criterion) => ({ criterion, label: MEDDIC_LABELS[criterion], percent: data.meddicScores[criterion] ?? 0 }));

/** Only buckets with calls get a slice; the colours are the data's own (SPEC §2). */
export const outcomeSlices = (data: AnalyticsDashboard) => data.callOutcomes.filter((o) => o.value > 0);
