import { z } from "zod";

/** A fitted linear model over named features (scripts/engine/linear-fit.ts fits it; model.ts applies it). */
export const linearModelSchema = z.object({
  names: z.array(z.string()),
  coefficients: z.array(z.number()),
  intercept: z.number(),
  /** Features are standardised with these before the coefficients apply, so coefficients compare. */
  means: z.array(z.number()),
  scales: z.array(z.number()),
});
export type LinearModel = z.infer<typeof linearModelSchema>;
