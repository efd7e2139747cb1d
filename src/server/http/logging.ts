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

/** Fastify's pino as one JSON object per line, with the request id under `requestId`. */
export function loggerOptions(config: Pick<Config, "LOG_LEVEL">, stream?: Writable): FastifyServerOptions["logger"] {
  if (config.LOG_LEVEL === "silent") return false;
  return {
    level: config.LOG_LEVEL,
    redact: { paths: REDACTED_PATHS, censor: "[redacted]" },
    serializers: { req: requestSummary },
    ...(stream ? { stream } : {}),
  };
}
