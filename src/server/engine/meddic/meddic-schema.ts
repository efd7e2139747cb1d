import { z } from "zod";
import { MEDDIC_CRITERIA } from "@shared/analysis";
import { linearModelSchema } from "../classifier/linear-model";

/**
 * The MEDDIC decision per criterion (meddic-decision.ts), fitted by `npm run train` on the corpus' manager
 * verdicts over readings of calls the classifier did not see: an ordinal pair of logistic models, the chance
 * the manager marks at least Partial and the chance of Yes.
 */
export const meddicModelSchema = z.record(
  z.enum(MEDDIC_CRITERIA),
  z.object({ partial: linearModelSchema, yes: linearModelSchema }),
);
export type MeddicModel = z.infer<typeof meddicModelSchema>;
