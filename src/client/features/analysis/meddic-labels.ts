import type { MeddicCriterion } from "@shared/analysis";

export const MEDDIC_LABELS: Record<MeddicCriterion, string> = {
  metrics: "Metrics",
  economic_buyer: "Economic Buyer",
  decision_criteria: "Decision Criteria",
  decision_process: "Decision Process",
  identify_pain: "Identify Pain",
  champion: "Champion",
};
