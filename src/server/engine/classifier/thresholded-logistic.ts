import { z } from "zod";

/**
 * A small logistic model over named sparse features with its decision threshold, as the boundary model
 * (segmenter/) and the unmarked-question model (question-model/) ship it; `trainedOn` says what it was
 * fitted on, in each model's own units.
 */
export const thresholdedLogisticSchema = <Shape extends z.ZodRawShape>(trainedOn: z.ZodObject<Shape>) =>
  z.object({
    features: z.array(z.string()),
    weights: z.array(z.number()),
    bias: z.number(),
    /** An example whose probability is at least this is counted as positive. */
    threshold: z.number(),
    trainedOn: trainedOn.optional(),
  });
