import { AsyncLocalStorage } from "node:async_hooks";
import { randomUUID } from "node:crypto";
import type { IncomingMessage } from "node:http";
import type { FastifyInstance } from "fastify";

export const REQUEST_ID_HEADER = "x-request-id";

/** Short and plain, so an id from a proxy can be logged and echoed without carrying anything else. */
const SAFE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;

/** The caller's id when it is a short safe token (a load balancer's), else a fresh one. */
export function requestIdFor(request: IncomingMessage): string {
  const incoming = request.headers[REQUEST_ID_HEADER];
  return typeof incoming === "string" && SAFE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

interface RequestContext {
  requestId: string;
}

/** The request (or job) being served, so the queue can tag the jobs it enqueues without every caller passing it. */
const context = new AsyncLocalStorage<RequestContext>();

export function currentRequestId(): string | undefined {
  return context.getStore()?.requestId;
}

export function runWithRequestId<T>(requestId: string | undefined, work: () => T): T {
  return requestId ? context.run({ requestId }, work) : work();
}

/** Echoes the id to the caller and opens the context the rest of the request runs in. */
export function registerRequestId(app: FastifyInstance): void {
  app.addHook("onRequest", (request, reply, done) => {
    void reply.header(REQUEST_ID_HEADER, request.id);
    context.run({ requestId: request.id }, done);
  });
}
