import type { FastifyInstance } from "fastify";
import { AppError } from "./errors";

declare module "fastify" {
  interface FastifyContextConfig {
    /** Server-to-server endpoints (webhooks) that are called without a browser Origin. */
    crossOrigin?: boolean;
  }
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * CSRF defence: a state-changing request that a browser sends from another site carries an Origin
 * (or Sec-Fetch-Site: cross-site) that does not match ours, and is refused before anything runs.
 */
export function registerOriginCheck(app: FastifyInstance, publicUrl: string | undefined): void {
  const configured = publicUrl ? new URL(publicUrl).origin : null;
  app.addHook("onRequest", async (request) => {
    if (SAFE_METHODS.has(request.method) || request.routeOptions.config.crossOrigin) return;
    const origin = request.headers.origin;
    const expected = configured ?? `${request.protocol}://${request.host}`;
    const crossSite = request.headers["sec-fetch-site"] === "cross-site";
    if (crossSite || (origin !== undefined && origin !== expected)) {
      throw new AppError("FORBIDDEN", "Cross-site request refused");
    }
  });
}
