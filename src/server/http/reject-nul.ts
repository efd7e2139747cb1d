import type { FastifyInstance } from "fastify";
import { badRequest } from "./errors";

const NUL = "\u0000";
export const NUL_MESSAGE = "Text must not contain NUL characters (\\u0000)";

/** Whether any string in a JSON-like value (keys included) holds a NUL. Depth-bounded: bodies are already size-capped. */
export function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === "string") return value.includes(NUL);
  if (depth > 64 || value === null || typeof value !== "object" || Buffer.isBuffer(value)) return false;
  if (Array.isArray(value)) return value.some((item) => containsNul(item, depth + 1));
  return Object.entries(value).some(([key, item]) => key.includes(NUL) || containsNul(item, depth + 1));
}

/** Throws the one 400 for a NUL in a text the caller sent. */
export function refuseNul(...values: unknown[]): void {
  if (values.some((value) => containsNul(value))) throw badRequest(NUL_MESSAGE);
}

/**
 * PostgreSQL cannot store U+0000 in text (or compare it with a uuid), so a NUL anywhere in a URL id,
 * query or JSON body would surface as a database error (500) after partial work. Refusing it once,
 * before any handler runs, answers 400 and guarantees nothing is stored. Multipart text fields are
 * streamed, so the upload reader checks them itself with refuseNul.
 */
export function registerNulCheck(app: FastifyInstance): void {
  app.addHook("preValidation", async (request) => {
    refuseNul(request.params, request.query, request.body);
  });
}
