import Fastify, { type FastifyInstance } from "fastify";
import helmet, { type FastifyHelmetOptions } from "@fastify/helmet";

/** What every answer's security headers are made from (helmet's defaults with these changes). */
export const SECURITY_HEADER_OPTIONS: FastifyHelmetOptions = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      // Radix and the charts set inline style attributes.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", "data:", "https:"],
      mediaSrc: ["'self'", "blob:"],
      connectSrc: ["'self'"],
      upgradeInsecureRequests: null,
    },
  },
  // Local http deployments must not be told to switch to https.
  strictTransportSecurity: false,
};

/**
 * The headers @fastify/helmet sets with `options`, read once from a throwaway instance: what its own
 * onRequest hook has put on the response when the next hook runs (it removes none that Node or Fastify set).
 */
export async function helmetHeaders(options: FastifyHelmetOptions): Promise<Record<string, string>> {
  const probe = Fastify();
  await probe.register(helmet, options);
  let headers: Record<string, string> = {};
  probe.addHook("onRequest", async (_request, reply) => {
    headers = Object.fromEntries(Object.entries(reply.raw.getHeaders()).map(([name, value]) => [name, String(value)]));
  });
  probe.get("/", async () => "");
  await probe.inject({ url: "/" });
  await probe.close();
  if (!headers["content-security-policy"]) throw new Error("helmet set no Content-Security-Policy on the probe");
  return headers;
}

/**
 * helmet's headers on every answer, as @fastify/helmet sets them, but computed once: @fastify/helmet calls
 * helmet(options) inside its onRequest hook, so every request built helmet's thirteen middlewares and parsed
 * the CSP directives again (about 0.09 ms of a conditional poll's 0.45 ms of web-process CPU on PostgreSQL
 * in the lists bench's profile, issue 16). The reply decorators (reply.helmet, CSP nonces) are not used here.
 */
export async function registerSecurityHeaders(app: FastifyInstance, options: FastifyHelmetOptions = SECURITY_HEADER_OPTIONS): Promise<void> {
  const headers = Object.entries(await helmetHeaders(options));
  app.addHook("onRequest", (_request, reply, done) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    done();
  });
}
