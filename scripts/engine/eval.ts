/**
 * npm run eval: the engine's quality on the corpus' test split (tests/corpus/splits.json), which training
 * never reads. Prints JSON: per-label precision/recall/F1 of the sentence classifier; call-level conversion
 * AUC and calibration and the AI score against the manager's grades, through the whole upload path
 * (pipeline.ts); MEDDIC agreement; speaker-side accuracy; ingestion per export format.
 * `npm run eval -- dev` reports on dev instead (for tuning); `--calls` lists each call's figures.
 */
import { createClassifier, shippedWeights } from "@server/engine/classifier/model";
import { MEDDIC_CRITERIA } from "@shared/analysis";
import { evaluateIngestion } from "@tests/corpus/ingest-eval";
import { loadCorpus, type Split } from "@tests/corpus/load";
import { evaluateRoles } from "@tests/corpus/roles-eval";
import { MODEL_LABELS, type ModelLabel } from "@server/engine/classifier/labels";
import { ruleCues } from "@server/engine/classifier/rule-cues";
import { QUESTIONING_STAGES, STAGE_OF_CALL_TYPE } from "@server/engine/scores/call-stage";
import { labelledSentences } from "./corpus-calls";
import { labelScores, predictSentences } from "./label-scores";
import { auc } from "./linear-fit";
import { analyseAsUploaded } from "./pipeline";
import { repGuess } from "./rep-guess-eval";
import { answerExamples, answerScores } from "./answer-trainer";
import { loadAnsweredLabels } from "@tests/corpus/answered/load";

const round = (value: number) => Math.round(value * 1000) / 1000;
const mean = (values: readonly number[]) => (values.length ? values.reduce((a, b) => a + b, 0) / values.length : 0);

/** Expected calibration error over five equal-width bins, and the Brier score. */
function calibration(probabilities: readonly number[], won: readonly boolean[]) {
  const bins = Array.from({ length: 5 }, () => ({ n: 0, p: 0, y: 0 }));
  let brier = 0;
  probabilities.forEach((p, i) => {
    const bin = bins[Math.min(4, Math.floor(p * 5))]!;
    bin.n++;
    bin.p += p;
    bin.y += won[i] ? 1 : 0;
    brier += (p - (won[i] ? 1 : 0)) ** 2;
  });
  const ece = bins.reduce((sum, bin) => sum + (bin.n ? Math.abs(bin.p - bin.y) : 0), 0) / probabilities.length;
  return { brier: round(brier / probabilities.length), ece: round(ece), bins: bins.map((b) => ({ calls: b.n, predicted: b.n ? round(b.p / b.n) : null, won: b.n ? round(b.y / b.n) : null })) };
}

function pearson(xs: readonly number[], ys: readonly number[]): number {
  const mx = xs.reduce((a, b) => a + b, 0) / xs.length;
  const my = ys.reduce((a, b) => a + b, 0) / ys.length;
  let sxy = 0, sxx = 0, syy = 0;
  xs.forEach((x, i) => {
    sxy += (x - mx) * (ys[i]! - my);
    sxx += (x - mx) ** 2;
    syy += (ys[i]! - my) ** 2;
  });
  return sxx && syy ? sxy / Math.sqrt(sxx * syy) : 0;
}

/** The v1 rule cues on their own, as sentence labels: what engine 2's classifier is measured against. */
const RULE_BASELINE: Partial<Record<ModelLabel, (cues: string[]) => boolean>> = {
  pain: (cues) => cues.includes("cue:pain"),
  metric: (cues) => cues.includes("cue:impact"),
  economic_buyer: (cues) => cues.includes("cue:executive"),
  objection: (cues) => cues.some((cue) => cue.startsWith("cue:objection:")),
  next_step: (cues) => cues.includes("cue:due"),
  rejection: (cues) => cues.includes("cue:loss"),
};

function ruleBaseline(calls: ReturnType<typeof loadCorpus>) {
  const predicted = calls.flatMap((call) =>
    labelledSentences(call).map((sentence) => {
      const cues = ruleCues(sentence.text);
      return { sentence, probabilities: Float64Array.from(MODEL_LABELS, (label) => (RULE_BASELINE[label]?.(cues) ? 1 : 0)) };
    }),
  );
  const labels = new Set(Object.keys(RULE_BASELINE).map((label) => (label === "objection" ? "objection (any type)" : label)));
  return labelScores(predicted, MODEL_LABELS.map(() => 0.5)).filter((row) => labels.has(row.label));
}

export function evaluate(split: Split) {
  const calls = loadCorpus(split);
  const weights = shippedWeights();
  const sentences = labelScores(predictSentences(calls, createClassifier(weights)), weights.thresholds);

  const analysed = calls.map((call) => ({ call, output: analyseAsUploaded(call) }));
  const decided = analysed.filter(({ call }) => call.outcome !== "none");
  const won = decided.map(({ call }) => call.outcome === "won");
  const conversion = decided.map(({ output }) => output.conversionProbability / 100);
  const sales = analysed.filter(({ call }) => call.callType !== "non_sales");
  let agree = 0, fields = 0;
  for (const { call, output } of sales) {
    for (const field of MEDDIC_CRITERIA) {
      fields++;
      if (output.meddicScorecard[field].result === call.meddic[field]) agree++;
    }
  }
  return {
    split,
    calls: calls.length,
    sentenceLabels: sentences,
    sentenceLabelsByV1Rules: ruleBaseline(calls),
    conversion: {
      calls: decided.length,
      auc: round(auc(conversion, won)),
      ...calibration(conversion, won),
    },
    aiScore: {
      aucWonLost: round(auc(decided.map(({ output }) => output.aiScore), won)),
      correlationWithManagerGrade: round(pearson(sales.map(({ output }) => output.aiScore), sales.map(({ call }) => call.repGrade))),
    },
    meddicAgreement: round(agree / fields),
    /** What the coaching uses the stage for: is the question benchmark a fair one for this call? */
    questioningStageAccuracy: round(
      sales.filter(({ call, output }) => {
        const said = output.metrics.callStage;
        return said !== undefined && QUESTIONING_STAGES.has(said) === QUESTIONING_STAGES.has(STAGE_OF_CALL_TYPE[call.callType]!);
      }).length / Math.max(1, sales.length),
    ),
    callStageAccuracy: round(
      sales.filter(({ call, output }) => output.metrics.callStage === STAGE_OF_CALL_TYPE[call.callType]).length / Math.max(1, sales.length),
    ),
    customerSentiment: {
      meanWon: round(mean(decided.filter(({ call }) => call.outcome === "won").map(({ output }) => output.sentimentScore))),
      meanLost: round(mean(decided.filter(({ call }) => call.outcome === "lost").map(({ output }) => output.sentimentScore))),
      aucWonLost: round(auc(decided.map(({ output }) => output.sentimentScore), won)),
      /** VADER alone (the v1 figure), kept in the score signals: what the sales adjustment is measured against. */
      vaderAucWonLost: round(auc(decided.map(({ output }) => output.metrics.scoreSignals?.customer_sentiment ?? 0.5), won)),
    },
    /**
     * Whether the seller answered each objection the engine found, against labels written blind on this split
     * (tests/corpus/answered/test-split.jsonl): the shipped model and, for comparison, the old rule (with the
     * customer's "that works" counting as settled in both).
     */
    objectionsAnswered: answerScores(answerExamples(calls, () => weights, loadAnsweredLabels()), weights.answered ?? null),
    /** Meeting or sales (call-kind/): meetings the engine did not assess as sales, sales calls it warned on or skipped. */
    meetings: (() => {
      const notAssessed = ({ output }: (typeof analysed)[number]) => /^No sales conversation/.test(output.meddicScorecard.metrics.context);
      const meetings = analysed.filter(({ call }) => call.callType === "non_sales");
      return {
        meetings: meetings.length,
        meetingsNotAssessedAsSales: meetings.filter(notAssessed).length,
        meetingsWarned: meetings.filter((entry) => !notAssessed(entry) && entry.output.metrics.meetingWarning).length,
        salesCalls: sales.length,
        salesCallsNotAssessed: sales.filter(notAssessed).length,
        salesCallsWarned: sales.filter(({ output }) => output.metrics.meetingWarning).length,
      };
    })(),
    roles: (({ wrong: _wrong, ...figures }) => ({ ...figures, accuracy: round(figures.accuracy) }))(evaluateRoles(calls)),
    // Who an upload makes the rep when the user's name is not among the speakers (generic "Speaker N" labels).
    repWithoutUserName: (({ wrong: _wrong, ...figures }) => figures)(repGuess(calls)),
    ingestion: evaluateIngestion(calls),
    // The test calls again, each rendered in every export format the corpus knows (Meet, Avoma, Chorus…).
    ingestionEveryFormat: evaluateIngestion(calls, { everyFormat: true }),
    ...(process.argv.includes("--calls")
      ? { perCall: analysed.map(({ call, output }) => ({ id: call.id, outcome: call.outcome, conversion: output.conversionProbability, aiScore: output.aiScore, grade: call.repGrade })) }
      : {}),
  };
}

if (process.argv[1]?.endsWith("eval.ts")) {
  const split = (["train", "dev", "test"] as const).find((name) => process.argv.includes(name)) ?? "test";
  console.log(JSON.stringify(evaluate(split), null, 1));
}
