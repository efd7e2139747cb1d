import Fastify, { LogController, type FastifyInstance } from "fastify";
import cookie from "@fastify/cookie";
import helmet from "@fastify/helmet";
import multipart from "@fastify/multipart";
import { MAX_UPLOAD_BYTES } from "@shared/transcripts";
import type { Config } from "./config";
import type { Database } from "./db/open";
import { registerErrorHandler } from "./http/error-handler";
import { registerOriginCheck } from "./http/origin-check";
import { registerAuthGuard } from "./http/auth-guard";
import { registerStatic } from "./http/static";
import { registerHealth } from "./http/health";
import { loggerOptions } from "./http/logging";
import { registerRequestId, requestIdFor } from "./http/request-id";
import { collectRoutes } from "./http/openapi";
import { openApiRoutes } from "./http/openapi-routes";
import type { Writable } from "node:stream";
import type { Queue } from "./jobs/queue";
import { authRoutes } from "./features/auth/routes";
import { transcriptRoutes } from "./features/transcripts/routes";
import { analysisRoutes } from "./features/analysis/routes";
import { usageRoutes } from "./features/usage/routes";
import { dashboardRoutes } from "./features/dashboard/routes";
import { accountRoutes } from "./features/account/routes";
import { billingRoutes } from "./features/billing/routes";
import { oauthRoutes } from "./features/oauth/routes";
import { calendarRoutes } from "./features/calendar/routes";
import { meetingRoutes } from "./features/meetings/routes";

export interface AppDeps {
  database: Database;
  config: Config;
  /** Where web requests hand work to the workers (pg-boss). */
  queue: Queue;
  /** Where the built client lives; tests leave it out and get the API alone. */
  clientDir?: string;
  /** Where the JSON log lines go instead of stdout; tests read them. */
  logStream?: Writable;
}

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config } = deps;
  const app = Fastify({
    // JSON lines with credentials and customer text redacted (http/logging.ts).
    logger: loggerOptions(config, deps.logStream),
    genReqId: requestIdFor,
    logController: new LogController({ requestIdLogLabel: "requestId" }),
    // On shutdown idle keep-alive sockets close at once; in-flight requests are answered first.
    forceCloseConnections: "idle",
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    // Bounded ids so a hostile client cannot make us log megabytes.
    routerOptions: { maxParamLength: 200 },
  });

  const routes = collectRoutes(app);
  registerRequestId(app);
  registerErrorHandler(app);
  // A worker process answers its probes and nothing else (404): no API, no pages, no sessions.
  if (config.ROLE === "worker") {
    registerHealth(app, deps.database, () => deps.queue.isReady());
    return app;
  }
  await app.register(cookie);
  await app.register(helmet, {
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
  });
  await app.register(multipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 5, fieldSize: MAX_UPLOAD_BYTES, parts: 6 },
  });
  registerOriginCheck(app, config.PUBLIC_URL);
  registerAuthGuard(app, deps.database.db);

  registerHealth(app, deps.database, () => deps.queue.isReady());
  authRoutes(app, deps);
  transcriptRoutes(app, deps);
  analysisRoutes(app, deps);
  usageRoutes(app, deps);
  dashboardRoutes(app, deps);
  accountRoutes(app, deps);
  billingRoutes(app, deps);
  oauthRoutes(app, deps);
  calendarRoutes(app, deps);
  meetingRoutes(app, deps);
  openApiRoutes(app, routes);

  if (deps.clientDir) await registerStatic(app, deps.clientDir);
  return app;
}
