import type { QueryFunction } from "@tanstack/react-query";
import { errorBodySchema } from "@shared/errors";
import { conditionalGet, type CachedAnswer } from "./conditional-get";

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/**
 * A non-OK answer. SPEC §8: the message is "{status}: {body text or status text}". The status and the
 * parsed JSON body stay on the error so callers can show the server's own `message`.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly body: unknown;

  constructor(status: number, statusText: string, bodyText: string) {
    super(`${status}: ${bodyText || statusText}`);
    this.name = "ApiError";
    this.status = status;
    this.body = parseJsonOrUndefined(bodyText);
  }

  /** The human text of the server's {code, message} body, when the body has that shape. */
  get serverMessage(): string | undefined {
    const parsed = errorBodySchema.pick({ message: true }).safeParse(this.body);
    return parsed.success ? parsed.data.message : undefined;
  }
}

function parseJsonOrUndefined(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

async function throwIfNotOk(response: Response): Promise<void> {
  if (response.ok) return;
  const bodyText = await response.text().catch(() => "");
  throw new ApiError(response.status, response.statusText, bodyText);
}

/**
 * SPEC §7: requests carry the session cookie; FormData goes as is (the browser sets the multipart
 * boundary), any other body as JSON. Resolves with the OK response, rejects with ApiError otherwise.
 */
export async function apiRequest(method: HttpMethod, url: string, body?: unknown, headers?: Record<string, string>): Promise<Response> {
  const init: RequestInit = { method, credentials: "include" };
  if (headers) init.headers = headers;
  if (body instanceof FormData) {
    init.body = body;
  } else if (body !== undefined) {
    init.headers = { ...headers, "Content-Type": "application/json" };
    init.body = JSON.stringify(body);
  }
  const response = await fetch(url, init);
  await throwIfNotOk(response);
  return response;
}

/** apiRequest, then the answer's JSON (null for an empty body). Callers parse it with a shared schema. */
export async function apiJson(method: HttpMethod, url: string, body?: unknown, headers?: Record<string, string>): Promise<unknown> {
  const response = await apiRequest(method, url, body, headers);
  const text = await response.text();
  return text ? (JSON.parse(text) as unknown) : null;
}

export type UnauthorizedBehavior = "returnNull" | "throw";

/** A query key such as ["/api/transcripts", id] is the URL's path segments joined with "/". */
export function urlFromQueryKey(queryKey: readonly unknown[]): string {
  return queryKey
    .map((part) => {
      if (typeof part === "string" || typeof part === "number") return String(part);
      throw new TypeError("The default query function needs query keys made of path segments");
    })
    .join("/");
}

/**
 * SPEC §7 default reads: GET, parsed JSON, and on 401 either null (signed out) or an ApiError. Polls are
 * conditional (conditional-get.ts): an unchanged answer is a 304 and the kept data is reused.
 */
export function getQueryFn({ on401 }: { on401: UnauthorizedBehavior }): QueryFunction<unknown> {
  return async ({ queryKey, signal }) => {
    const { response, answer } = await conditionalGet(urlFromQueryKey(queryKey), signal);
    if (on401 === "returnNull" && response.status === 401) return null;
    await throwIfNotOk(response);
    return answer?.data ?? null;
  };
}

/** A GET of a paged list: its items and the next page's URL from the Link header; conditional too. */
export async function getPage(url: string, signal?: AbortSignal): Promise<CachedAnswer> {
  const { response, answer } = await conditionalGet(url, signal);
  await throwIfNotOk(response);
  return answer ?? { data: null, next: null };
}
