/**
 * npx tsx scripts/engine/meddic-cv.ts [--cache DIR] [--write]: the MEDDIC decision's agreement with the
 * corpus managers on train+dev, held out twice (each call read by the fold classifier that did not see it,
 * each verdict by a decision fitted without the call's fold), against the hand-set rule, without a full
 * `npm run train` (fold-classifiers.ts caches the fold classifiers). `--write` puts the decision fitted on
 * all of train+dev into the shipped weights, as `npm run train` does (the stage read with the shipped
 * stage centroids, which train.ts fits on the same calls).
 */
import { readFileSync, writeFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { serializeWeights, weightsSchema, WEIGHTS_FILE } from "@server/engine/classifier/model";
import { DEFAULT_FOLD_CACHE, foldClassifiers, trainPlusDevFolds } from "./fold-classifiers";
import { fitMeddicModel, meddicAgreement, meddicExamples } from "./meddic-trainer";

const { values } = parseArgs({ options: { cache: { type: "string", default: DEFAULT_FOLD_CACHE }, write: { type: "boolean", default: false } } });
const { calls, folds } = trainPlusDevFolds();
const shipped = weightsSchema.parse(JSON.parse(readFileSync(WEIGHTS_FILE, "utf8")));
const examples = meddicExamples(calls, folds, foldClassifiers(calls, folds, values.cache), shipped.stages);
console.log(JSON.stringify(meddicAgreement(examples), null, 1));
if (values.write) {
  writeFileSync(WEIGHTS_FILE, serializeWeights({ ...shipped, meddic: fitMeddicModel(examples) }));
  console.error(`wrote the MEDDIC decision into ${WEIGHTS_FILE}`);
}
