import type { FastifyServerOptions } from "fastify";
import type { Writable } from "node:stream";
import type { Config } from "../config";

/**
 * Everything that could carry a credential or a customer's words, wherever it sits in a log object.
 * Request bodies are never logged; these catch a body or row that a handler logs by mistake.
 */
export const REDACTED_PATHS = [
  // Request headers wherever a plugin logs them (multipart logs its busboy options with them at trace).
  ...["cookie", "authorization", '["x-api-key"]'].flatMap((header) => [`headers.${header}`, `*.headers.${header}`]),
  'res.headers["set-cookie"]',
  ...["password", "currentPassword", "newPassword", "token", "accessToken", "refreshToken", "secret", "content", "text", "transcript"].flatMap(
    (key) => [key, `*.${key}`],
  ),
];

/** Method and path only: query strings carry OAuth codes and states. */
function requestSummary(request: { method?: string; url?: string; ip?: string; socket?: { remoteAddress?: string } }) {
  return { method: request.method, url: (request.url ?? "").split("?")[0], remoteAddress: request.ip ?? request.socket?.remoteAddress };
}

/** What a database error may say in a log: codes and names from the schema, never a value. */
const DATABASE_ERROR_FIELDS = ["code", "severity", "constraint", "table", "column", "dataType", "routine"] as const;

interface DatabaseErrorLike {
  code?: unknown;
  severity?: unknown;
}

function isDatabaseError(value: unknown): value is DatabaseErrorLike & Record<string, unknown> {
  if (typeof value !== "object" || value === null) return false;
  const { code, severity } = value as DatabaseErrorLike;
  // SQLSTATE codes are five characters; node-postgres and PGlite both set severity beside them.
  return typeof code === "string" && /^[0-9A-Z]{5}$/.test(code) && typeof severity === "string";
}

/** Frames only: an error's first stack line repeats its message, which for a failed query lists the parameters. */
function framesOf(stack: unknown): string {
  if (typeof stack !== "string") return "";
  return stack
    .split("\n")
    .filter((line) => line.startsWith("    at "))
    .join("\n");
}

interface SerializedError {
  type: string;
  message: string;
  stack: string;
  [field: string]: unknown;
}

function databaseErrorSummary(error: Record<string, unknown>, query: unknown, stack: unknown): SerializedError {
  const summary: SerializedError = { type: "DatabaseError", message: "Database query failed", stack: framesOf(stack) };
  if (typeof query === "string") summary.query = query;
  for (const field of DATABASE_ERROR_FIELDS) if (typeof error[field] === "string") summary[field] = error[field];
  return summary;
}

/**
 * Errors as pino would write them, except database failures: drizzle's message holds every parameter
 * (transcript text, e-mails, password hashes) and the driver's `detail`/`message` quote the offending
 * value, so those are logged as the query's SQL (placeholders only), the SQLSTATE code and schema names.
 */
export function errorSummary(error: Error): SerializedError {
  const withQuery = error as Error & { query?: unknown; params?: unknown; cause?: unknown };
  // drizzle wraps the driver's error (query, params, cause); PGlite's own error carries query and params itself.
  if (isDatabaseError(error) || ("params" in withQuery && typeof withQuery.query === "string")) {
    const source = isDatabaseError(error) ? error : isDatabaseError(withQuery.cause) ? withQuery.cause : {};
    return databaseErrorSummary(source, withQuery.query, error.stack);
  }
  const summary: SerializedError = { type: error.name, message: error.message, stack: error.stack ?? "" };
  for (const [key, value] of Object.entries(error)) if (!(key in summary) && key !== "cause") summary[key] = value;
  if (withQuery.cause !== undefined) summary.cause = withQuery.cause instanceof Error ? errorSummary(withQuery.cause) : withQuery.cause;
  return summary;
}

/** Fastify's pino as one JSON object per line, with the request id under `requestId`. */
export function loggerOptions(config: Pick<Config, "LOG_LEVEL">, stream?: Writable): FastifyServerOptions["logger"] {
  if (config.LOG_LEVEL === "silent") return false;
  return {
    level: config.LOG_LEVEL,
    redact: { paths: REDACTED_PATHS, censor: "[redacted]" },
    serializers: { req: requestSummary, err: errorSummary },
    ...(stream ? { stream } : {}),
  };
}
