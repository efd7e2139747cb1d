import { fileURLToPath } from "node:url";
import { z } from "zod";
import shipped from "./weights.json";
import { thresholdedLogisticSchema } from "../classifier/thresholded-logistic";
import { questionFeatures } from "./features";

/**
 * Whether a sentence with no question mark was asked as a question, for transcripts whose writer (a
 * speech-to-text engine) does not mark questions. Logistic regression over the sentence's opening and
 * closing words (features.ts), fitted on the corpus' train calls with their punctuation stripped (the
 * target: the writer ended the sentence with "?"), the threshold chosen on dev
 * (scripts/engine/question-trainer.ts).
 */
export const questionModelSchema = thresholdedLogisticSchema(z.object({ calls: z.number(), sentences: z.number() }));
export type QuestionModel = z.infer<typeof questionModelSchema>;

export const QUESTION_WEIGHTS_FILE = fileURLToPath(new URL("./weights.json", import.meta.url));

export interface QuestionScorer {
  /** The model's log-odds that the sentence is a question. */
  logit(sentence: string): number;
  /** At or above the model's threshold. */
  asked(sentence: string): boolean;
}

export function questionScorer(model: QuestionModel): QuestionScorer {
  const weights = new Map(model.features.map((feature, i) => [feature, model.weights[i]!]));
  const cutoff = Math.log(model.threshold / (1 - model.threshold));
  const logit = (sentence: string) => {
    let sum = model.bias;
    for (const feature of questionFeatures(sentence)) sum += weights.get(feature) ?? 0;
    return sum;
  };
  return { logit, asked: (sentence) => logit(sentence) >= cutoff };
}

let shippedScorer: QuestionScorer | undefined;

/** The shipped model's verdict (weights.json). */
export function askedUnmarked(sentence: string): boolean {
  shippedScorer ??= questionScorer(questionModelSchema.parse(shipped));
  return shippedScorer.asked(sentence);
}
