import type { z } from "zod";
import { AppError } from "./errors";

/**
 * The one mapping from a failed zod parse to the answer: the first issue's message, so the client
 * sees the same text its form would show. Route schemas (http/route-schemas.ts) and the few inputs
 * that are not a route part (multipart fields) both answer through it.
 */
export function requestError(issues: readonly z.core.$ZodIssue[]): AppError {
  const issue = issues[0];
  if (!issue) return new AppError("BAD_REQUEST", "Invalid request");
  if (issue.code === "unrecognized_keys") {
    return new AppError("BAD_REQUEST", `Unknown field: ${issue.keys.join(", ")}`);
  }
  if (issue.code === "invalid_type" && issue.path.length === 0) {
    return new AppError("BAD_REQUEST", "Request body must be a JSON object");
  }
  return new AppError("BAD_REQUEST", issue.message);
}

/** Parses an input that is not a route part (a multipart form's fields) with a shared zod schema. */
export function parse<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  throw requestError(result.error.issues);
}
