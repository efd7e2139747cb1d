/**
 * npx tsx scripts/engine/meeting-cv.ts [--cache DIR] [--without signal,signal]: the meeting model's figures
 * without a full `npm run train`, on train+dev only (never test). The five fold sentence classifiers are
 * made as train.ts makes them (same folds, thresholds tuned on their held-out predictions) and kept in DIR
 * (default /tmp/rapport-meeting-folds, keyed by the calls and the classifier's options), so a second run
 * re-reads only the meeting signals. It then reports what the engine would decide on each call it never saw:
 * - the model's own figures (meeting-trainer.ts crossValidateMeeting, as train.ts prints them);
 * - the verdict (call-kind/sales-verdict.ts): meetings assessed as sales, warned on or not assessed, and the
 *   sales calls not assessed, with each missed meeting's signals against the meetings' and sales calls' means.
 * `--without` drops signals from the model, to see what each one adds; `--save-signals FILE` keeps the
 * cross-fitted signals and `--load-signals FILE` reads them back, so comparing sets of signals takes seconds;
 * `--shipped` reads every call with the shipped classifier instead of the fold ones (it saw them: optimistic).
 */
import { readFileSync, writeFileSync } from "node:fs";
import { parseArgs } from "node:util";
import type { CallStage } from "@shared/analysis";
import { callKind } from "@server/engine/call-kind/meeting-model";
import { callStage } from "@server/engine/scores/call-stage";
import { MEETING_SIGNALS, type MeetingSignal, type MeetingSignals } from "@server/engine/call-kind/meeting-signals";
import { salesReading, verdictOf, type SalesReading, type SalesVerdict } from "@server/engine/call-kind/sales-verdict";
import { shippedWeights } from "@server/engine/classifier/model";
import { DEFAULT_FOLD_CACHE, FOLDS, foldClassifiers, trainPlusDevFolds } from "./fold-classifiers";
import { crossFittedMeetingSignals, crossValidateMeeting, isMeeting, meetingReport } from "./meeting-trainer";

const { values } = parseArgs({
  options: {
    cache: { type: "string", default: DEFAULT_FOLD_CACHE },
    without: { type: "string", default: "" },
    "save-signals": { type: "string" },
    "load-signals": { type: "string" },
    shipped: { type: "boolean", default: false },
  },
});

const { calls, folds } = trainPlusDevFolds();
/** The cross-fitted signals and v1 readings, computed (and saved with --save-signals) or loaded (--load-signals). */
function heldOutReads(): { signals: MeetingSignals[]; readings: SalesReading[]; stages: (CallStage | null)[] } {
  if (values["load-signals"]) return JSON.parse(readFileSync(values["load-signals"], "utf8")) as { signals: MeetingSignals[]; readings: SalesReading[]; stages: (CallStage | null)[] };
  // --shipped: the shipped classifier reads every call (it saw them all: optimistic, for a quick look only).
  const weights = values.shipped ? Array.from({ length: FOLDS }, () => shippedWeights()) : foldClassifiers(calls, folds, values.cache);
  const readings: SalesReading[] = new Array(calls.length);
  // The stage model's centroids are the shipped ones (fitted on train+dev: a little optimistic here).
  const stages: (CallStage | null)[] = new Array(calls.length);
  const signals = crossFittedMeetingSignals(calls, folds, weights, (i, { call, labels }) => {
    readings[i] = salesReading(call, labels);
    stages[i] = callStage(call.sentences.map((sentence) => sentence.text), shippedWeights().stages);
  });
  if (values["save-signals"]) writeFileSync(values["save-signals"], JSON.stringify({ ids: calls.map((call) => call.id), signals, readings, stages }));
  return { signals, readings, stages };
}
const { signals, readings, stages } = heldOutReads();
const targets = calls.map((call) => (isMeeting(call) ? 1 : 0));
const dropped = new Set(values.without.split(",").filter(Boolean));
const names: MeetingSignal[] = MEETING_SIGNALS.filter((name) => !dropped.has(name));
const cv = crossValidateMeeting(signals, targets, folds, names);
console.log(`${calls.length} train+dev calls, ${targets.filter(Boolean).length} meetings; signals: ${names.join(", ")}`);
console.log(meetingReport(signals, targets, cv));

const verdicts: SalesVerdict[] = calls.map((_, i) => verdictOf(readings[i]!, callKind(cv.heldOut[i]!, cv, signals[i]!.speakers), signals[i]!));
const tally = (target: number) => {
  const counts: Record<SalesVerdict, number> = { sales: 0, meeting_like: 0, not_sales: 0 };
  verdicts.forEach((verdict, i) => {
    if (targets[i] === target) counts[verdict]++;
  });
  return counts;
};
const meetings = tally(1);
const sales = tally(0);
console.log(`verdict, held out: meetings not assessed ${meetings.not_sales}, assessed with a warning ${meetings.meeting_like}, assessed as sales ${meetings.sales}`);
console.log(`verdict, held out: sales calls not assessed ${sales.not_sales}, warned ${sales.meeting_like}, assessed ${sales.sales}`);

// A variant weighed, not shipped: a call the model doubts ("meeting_like") whose words read like none of the
// selling stages ("other", where persuasion dialogues land too) not assessed either.
const variant = verdicts.map((verdict, i) => (verdict === "meeting_like" && stages[i] === "other" ? "not_sales" : verdict));
const lost = calls.filter((call, i) => targets[i] === 0 && verdicts[i] !== "not_sales" && variant[i] === "not_sales");
console.log(
  `variant (doubted and stage "other" not assessed): meetings not assessed ${variant.filter((v, i) => targets[i] === 1 && v === "not_sales").length}, ` +
    `sales calls not assessed ${variant.filter((v, i) => targets[i] === 0 && v === "not_sales").length} (${lost.map((call) => call.id).join(", ")})`,
);

const mean = (target: number, name: MeetingSignal) => {
  const rows = signals.filter((_, i) => targets[i] === target);
  return rows.reduce((sum, row) => sum + row[name], 0) / rows.length;
};
const fixed = (value: number) => (Math.abs(value) >= 10 ? value.toFixed(1) : value.toFixed(2));
console.log(`\nsignal means (meetings / sales): ${MEETING_SIGNALS.map((name) => `${name} ${fixed(mean(1, name))}/${fixed(mean(0, name))}`).join(", ")}`);
const describe = (i: number) => {
  const row: MeetingSignals = signals[i]!;
  const reading = readings[i]!;
  const v1 = `sales words ${reading.salesWords ? "yes" : "no"}, classifier hears ${reading.classifierHears ? "yes" : "no"}, buyers ${reading.buyers}`;
  return `  ${calls[i]!.id} p=${cv.heldOut[i]!.toFixed(3)} -> ${verdicts[i]} (${v1})\n    ${MEETING_SIGNALS.map((name) => `${name}=${fixed(row[name])}`).join(" ")}`;
};
console.log("\nmeetings assessed (missed):");
for (const i of calls.keys()) if (targets[i] === 1 && verdicts[i] !== "not_sales") console.log(describe(i));
console.log("\nsales calls not assessed:");
for (const i of calls.keys()) if (targets[i] === 0 && verdicts[i] === "not_sales") console.log(describe(i));
