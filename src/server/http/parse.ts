import type { z } from "zod";
import { AppError } from "./errors";

/**
 * The one request parser: every body, query and params object goes through a shared zod schema.
 * The first issue's message is the answer, so the client sees the same text its form would show.
 */
export function parse<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  if (!issue) throw new AppError("BAD_REQUEST", "Invalid request");
  if (issue.code === "unrecognized_keys") {
    throw new AppError("BAD_REQUEST", `Unknown field: ${issue.keys.join(", ")}`);
  }
  if (issue.code === "invalid_type" && issue.path.length === 0) {
    throw new AppError("BAD_REQUEST", "Request body must be a JSON object");
  }
  throw new AppError("BAD_REQUEST", issue.message);
}
