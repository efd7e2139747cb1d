import { z } from "zod";
import { linearModelSchema } from "../classifier/linear-model";

/**
 * How sure the engine is that a call is a meeting rather than a sales conversation, from the meeting
 * signals; `npm run train` fits it on the corpus (its non_sales calls against all the others) and picks the
 * two cut-offs from cross-validated predictions, so a sales call is almost never taken for a meeting:
 * - `sure`: the call is not assessed as sales (the analysis says so, with no scores);
 * - `likely`: it is assessed, with a warning that it reads like a meeting.
 */
export const meetingModelSchema = z.object({
  centroids: z.object({
    idf: z.record(z.string(), z.number()),
    meeting: z.record(z.string(), z.number()),
    sales: z.record(z.string(), z.number()),
  }),
  model: linearModelSchema,
  likely: z.number().min(0).max(1),
  sure: z.number().min(0).max(1),
});
export type MeetingModel = z.infer<typeof meetingModelSchema>;
