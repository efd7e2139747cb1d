import type { ServerOptions } from "node:http";

export interface ServerTimeouts {
  /** From the connection's first byte until every request header has arrived. */
  headersMs: number;
  /** From the first byte until the whole request, body included, has arrived. */
  requestMs: number;
}

/**
 * A client that sends headers or a body a byte at a time would otherwise hold a socket (and its
 * buffered upload) forever. Ten seconds is ample for headers; two minutes carries the 10MB upload
 * over a 1 Mbit/s line. Node answers 408 and closes the socket when either runs out.
 */
export const SERVER_TIMEOUTS: ServerTimeouts = { headersMs: 10_000, requestMs: 120_000 };

/** Fastify's requestTimeout and the options it passes to http.createServer. */
export function timeoutOptions({ headersMs, requestMs }: ServerTimeouts): { requestTimeout: number; http: ServerOptions } {
  return {
    requestTimeout: requestMs,
    // Node checks for expired requests on this interval: a fraction of the shorter limit, so it is kept closely.
    http: { headersTimeout: headersMs, connectionsCheckingInterval: Math.max(100, Math.min(5_000, Math.floor(headersMs / 4))) },
  };
}
