import { createHash } from "node:crypto";
import type { FastifyRequest } from "fastify";
import { badRequest } from "../../http/errors";

/** What identifies one submission: the client's key, and a fingerprint of what it sent under that key. */
export interface IdempotentUpload {
  key: string;
  fingerprint: string;
}

// Printable ASCII without spaces, as UUIDs and the IETF draft's examples are; bounded so it fits an index.
const KEY_PATTERN = /^[\x21-\x7e]{1,200}$/;

/**
 * The `Idempotency-Key` header of POST /api/transcripts, if sent. A retry after a lost answer carries
 * the same key and content, and is answered with the call the first attempt stored instead of a copy.
 */
export function idempotencyOf(request: FastifyRequest, upload: { name: string; text: string; format: string }): IdempotentUpload | null {
  const header = request.headers["idempotency-key"];
  if (header === undefined) return null;
  if (typeof header !== "string" || !KEY_PATTERN.test(header)) {
    throw badRequest("Idempotency-Key must be 1 to 200 visible ASCII characters");
  }
  const fingerprint = createHash("sha256").update(JSON.stringify([upload.name, upload.format, upload.text])).digest("hex");
  return { key: header, fingerprint };
}
