/**
 * npx tsx scripts/engine/sentiment-levels.ts: the customer sentiment the engine reports (sales-sentiment.ts)
 * on train+dev calls through the upload path, by outcome: its mean for won calls, lost calls that stalled
 * and lost calls that refused, and how well it ranks won above lost (AUC). Its levels are what a manager
 * reads; the test split's figures are in `npm run eval`.
 */
import { callFacts } from "@server/engine/engine";
import { loadCorpus } from "@tests/corpus/load";
import { auc } from "./linear-fit";
import { uploadedCall } from "./pipeline";

const rows = [...loadCorpus("train"), ...loadCorpus("dev")].flatMap((call) => {
  const { signals, customerSentiment } = callFacts(uploadedCall(call));
  return signals && customerSentiment !== null ? [{ call, signals, sentiment: customerSentiment }] : [];
});
const mean = (values: readonly number[]) => Math.round((1000 * values.reduce((a, b) => a + b, 0)) / Math.max(1, values.length)) / 1000;
const decided = rows.filter(({ call }) => call.outcome !== "none");
console.log(
  JSON.stringify({
    calls: rows.length,
    won: mean(rows.filter(({ call }) => call.outcome === "won").map(({ sentiment }) => sentiment)),
    lostStalled: mean(rows.filter(({ call, signals }) => call.outcome === "lost" && signals.rejection < 0.5).map(({ sentiment }) => sentiment)),
    lostRefused: mean(rows.filter(({ call, signals }) => call.outcome === "lost" && signals.rejection >= 0.5).map(({ sentiment }) => sentiment)),
    meetings: mean(rows.filter(({ call }) => call.outcome === "none").map(({ sentiment }) => sentiment)),
    aucWonLost: Math.round(1000 * auc(decided.map(({ sentiment }) => sentiment), decided.map(({ call }) => call.outcome === "won"))) / 1000,
  }),
);
