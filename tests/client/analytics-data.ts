import type { AnalyticsDashboard } from "@shared/dashboard";

/** An analytics answer with data in every section, for the screen's tests. */
export const sample: AnalyticsDashboard = {
  totalCalls: 44,
  conversionRate: 58.2,
  avgDuration: 3900,
  aiScore: 8.1,
  performanceTrends: [
    { date: "2026-11-20", score: 7.9, conversionRate: 55 },
    { date: "2026-11-21", score: 8.3, conversionRate: 62 },
  ],
  recentTranscripts: [{ id: "t1", name: "Acme discovery", uploadedAt: "2026-11-21T10:00:00.000Z" }],
  skillsBreakdown: {
    Discovery: 72,
    Listening: 64,
    "Objection handling": null,
    "Value articulation": 55,
    "Next steps": 80,
    Rapport: 68,
  },
  meddicScores: { metrics: 75, economic_buyer: 30, decision_criteria: 60, decision_process: 45, identify_pain: 90, champion: 20 },
  callOutcomes: [
    { name: "Likely to close (70%+)", value: 20, color: "#16a34a" },
    { name: "Undecided (40–69%)", value: 0, color: "#f59e0b" },
    { name: "At risk (under 40%)", value: 24, color: "#dc2626" },
  ],
};
