import { describe, expect, it } from "vitest";
import { CONFIDENT } from "../classifier/classify-call";
import { MODEL_LABELS } from "../classifier/labels";
import { shippedWeights } from "../classifier/model";
import { CALL_SIGNALS, type CallSignals } from "./call-signals";
import { fittedScores } from "./fitted-scores";

const weights = shippedWeights();
const threshold = (label: string) => weights.thresholds[MODEL_LABELS.indexOf(label as (typeof MODEL_LABELS)[number])]!;
/** A call whose every signal sits at the conversion model's mean, then the changes given. */
const signalsWith = (changes: Partial<CallSignals>): CallSignals => {
  const model = weights.conversion;
  const means = Object.fromEntries(CALL_SIGNALS.map((signal) => [signal, model.means[model.names.indexOf(signal)] ?? 0.3]));
  return { ...(means as CallSignals), ...changes };
};
const factors = (signals: CallSignals) => fittedScores(signals, weights, true).conversionFactors.map((factor) => factor.factor);

describe("conversion factors", () => {
  it("names a decline only when the classifier said one", () => {
    const below = Math.max(0, threshold("rejection") - 0.01);
    expect(factors(signalsWith({ late_rejection: below }))).not.toContain("The customer declined near the end of the call");
    expect(factors(signalsWith({ late_rejection: 0.99 }))).toContain("The customer declined near the end of the call");
  });

  it("claims a decline only when the classifier is confident of it", () => {
    const between = (Math.max(threshold("rejection"), CONFIDENT) + threshold("rejection")) / 2;
    if (between > threshold("rejection")) expect(factors(signalsWith({ late_rejection: Math.min(between, CONFIDENT - 0.01) }))).not.toContain("The customer declined near the end of the call");
    expect(factors(signalsWith({ late_rejection: CONFIDENT }))).toContain("The customer declined near the end of the call");
  });
});
