import { APICallError, JSONParseError, NoObjectGeneratedError, NoOutputGeneratedError, TypeValidationError } from "ai";

/** A model call that did not answer within AI_TIMEOUT_MS. Not retried: it already took the whole budget. */
export class ModelTimeoutError extends Error {
  constructor(readonly timeoutMs: number, what = "the model did not answer") {
    super(`${what} within ${timeoutMs / 1000} s`);
  }
}

/** An answer that did not match the schema: another sample may well match, so it is retried. */
const isSchemaInvalid = (error: unknown) =>
  NoObjectGeneratedError.isInstance(error) ||
  NoOutputGeneratedError.isInstance(error) ||
  JSONParseError.isInstance(error) ||
  TypeValidationError.isInstance(error);

/**
 * Worth another try: rate limits, server errors and network failures (the SDK marks those retryable on
 * APICallError) and schema-invalid answers. A 400 or 401 will not get better by asking again.
 */
export function isTransient(error: unknown): boolean {
  if (error instanceof ModelTimeoutError) return false;
  if (APICallError.isInstance(error)) return error.isRetryable;
  if (isSchemaInvalid(error)) return true;
  // fetch failures (connection refused, reset) surface as TypeError before any HTTP status exists.
  return error instanceof TypeError;
}

/** A short reason for the analysis record, never the whole response body. */
export function describeFailure(error: unknown): string {
  if (error instanceof ModelTimeoutError) return error.message;
  if (APICallError.isInstance(error)) return `the model's API answered ${error.statusCode ?? "without a status"}: ${error.message.slice(0, 200)}`;
  if (isSchemaInvalid(error)) return "the model's answer did not match the analysis schema";
  return error instanceof Error ? error.message.slice(0, 200) : String(error);
}

export interface RetryPolicy {
  /** Retries after the first attempt. */
  retries: number;
  /** The first wait; each later one doubles. */
  backoffMs: number;
  timeoutMs: number;
  /**
   * The whole model stage's budget, shared by every call and retry of one analysis (chunks included), so
   * the analysis finishes before its queue job expires and is run a second time.
   */
  totalMs?: number;
}

/** When the model stage must be over; a policy's clock starts when the stage does. */
export interface Deadline {
  at: number;
  totalMs: number;
}

export const deadlineFor = (policy: RetryPolicy): Deadline | undefined =>
  policy.totalMs === undefined ? undefined : { at: Date.now() + policy.totalMs, totalMs: policy.totalMs };

export const DEFAULT_RETRY: Omit<RetryPolicy, "timeoutMs"> = { retries: 2, backoffMs: 1000 };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs one model call with a per-attempt timeout, retrying transient failures with exponential backoff.
 * The call gets an AbortSignal so a timed-out request is really cancelled, not left running.
 */
export async function withRetries<T>(policy: RetryPolicy, call: (signal: AbortSignal) => Promise<T>, deadline?: Deadline): Promise<T> {
  const overBudget = () => new ModelTimeoutError(deadline?.totalMs ?? 0, "the model stage did not finish");
  for (let attempt = 0; ; attempt++) {
    const left = deadline ? deadline.at - Date.now() : Infinity;
    if (left <= 0) throw overBudget();
    const limitedByDeadline = left < policy.timeoutMs;
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), Math.min(policy.timeoutMs, left));
    try {
      return await call(controller.signal);
    } catch (error) {
      const timedOut = controller.signal.aborted;
      const failure = timedOut ? (limitedByDeadline ? overBudget() : new ModelTimeoutError(policy.timeoutMs)) : error;
      if (attempt >= policy.retries || !isTransient(failure)) throw failure;
      await sleep(policy.backoffMs * 2 ** attempt);
    } finally {
      clearTimeout(timer);
    }
  }
}
