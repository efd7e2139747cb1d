import { z } from "zod";
import { BotApiError } from "./bot-provider";

const TIMEOUT_MS = 20_000;

const messageFields = z
  .object({ detail: z.unknown(), error: z.unknown(), message: z.unknown(), errors: z.unknown() })
  .partial()
  .passthrough();

/** The provider's own words for a refusal, flattened to one short line. */
function refusalText(body: unknown, fallback: string): string {
  const parsed = messageFields.safeParse(body);
  const fields = parsed.success ? parsed.data : {};
  const first = [fields.message, fields.error, fields.detail, fields.errors, body].find((v) => v !== undefined && v !== null);
  const text = typeof first === "string" ? first : first === undefined ? fallback : JSON.stringify(first);
  return text.replace(/\s+/g, " ").slice(0, 300);
}

/**
 * JSON over HTTP to a bot provider. Network failures, 5xx and 429 are retryable; any other refusal is
 * final and carries the provider's message so the meeting can show why it failed.
 */
export async function botRequest(provider: string, url: string, init: RequestInit): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
  } catch (error) {
    throw new BotApiError(true, `${provider} could not be reached: ${error instanceof Error ? error.message : String(error)}`);
  }
  const text = await response.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    // Kept as text: a proxy's HTML error page still explains the refusal.
  }
  if (response.ok) return body;
  const retryable = response.status >= 500 || response.status === 429;
  throw new BotApiError(retryable, `${provider} answered ${response.status}: ${refusalText(body, response.statusText)}`);
}

export const jsonHeaders = (auth: Record<string, string>) => ({ ...auth, "content-type": "application/json", accept: "application/json" });
