import type { CallSentence } from "../call/call";
import type { CallLabels } from "./classify-call";
import { OBJECTION_LABELS } from "./labels";

/**
 * A sentence the classifier reads as an objection at least as surely as it reads a champion is not
 * champion evidence: no sentence in the corpus carries both labels (0 of 192 champion sentences), yet the
 * champion head fired on plain objections such as "Honestly that's too expensive for us". Both MEDDIC and the
 * conversion model's champion signal read champions through this.
 */
export function readsAsObjection(sentence: CallSentence, labels: CallLabels): boolean {
  const champion = labels.probability(sentence, "champion");
  return (["objection", ...OBJECTION_LABELS] as const).some((label) => labels.said(sentence, label) && labels.probability(sentence, label) >= champion);
}
