/** The objection types a customer sentence can carry (the classifier also learns "objection" pooled). */
export const OBJECTION_LABELS = [
  "objection_price",
  "objection_timing",
  "objection_authority",
  "objection_need",
  "objection_competitor",
  "objection_trust",
  "objection_security",
  "objection_integration",
] as const;
export type ObjectionLabel = (typeof OBJECTION_LABELS)[number];

/**
 * What the sentence classifier recognises (tests/corpus/README.md defines each label for the labellers).
 * Customer labels are only ever read from customer-side speech; NEXT_STEP is read from either side.
 */
export const SENTENCE_LABELS = [
  "pain",
  "metric",
  "decision_criteria",
  "decision_process",
  "economic_buyer",
  "champion",
  ...OBJECTION_LABELS,
  "objection_resolved",
  "next_step",
  "rejection",
  "buying_signal",
] as const;
export type SentenceLabel = (typeof SENTENCE_LABELS)[number];

/**
 * What the model predicts: every sentence label, plus "objection" (any type), learned from all objection
 * labels pooled, which is far more certain that a sentence objects than any one type's head is of its type.
 */
export const MODEL_LABELS = [...SENTENCE_LABELS, "objection"] as const;
export type ModelLabel = (typeof MODEL_LABELS)[number];

/** Labels that describe the buyer's situation or stance: evidence only when a customer says them. */
export const isCustomerLabel = (label: ModelLabel) => label !== "next_step";
