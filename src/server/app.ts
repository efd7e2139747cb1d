import Fastify, { LogController, type FastifyInstance } from "fastify";
import cookie from "@fastify/cookie";
import multipart from "@fastify/multipart";
import { MAX_UPLOAD_BYTES } from "@shared/transcripts";
import type { AppDeps } from "./app-deps";
import { registerErrorHandler } from "./http/error-handler";
import { registerOriginCheck } from "./http/origin-check";
import { registerNulCheck } from "./http/reject-nul";
import { registerSecurityHeaders } from "./http/security-headers";
import { SERVER_TIMEOUTS, timeoutOptions } from "./http/timeouts";
import { registerAuthGuard } from "./http/auth-guard";
import { registerConditionalReads } from "./http/conditional-reads";
import { registerStatic } from "./http/static";
import { registerHealth } from "./http/health";
import { loggerOptions } from "./http/logging";
import { registerRequestId, requestIdFor } from "./http/request-id";
import { collectRoutes } from "./http/openapi";
import { registerZodCompilers } from "./http/route-schemas";
import { openApiRoutes } from "./http/openapi-routes";
import { authRoutes } from "./features/auth";
import { transcriptRoutes } from "./features/transcripts";
import { analysisRoutes } from "./features/analyses";
import { usageRoutes } from "./features/usage";
import { dashboardRoutes } from "./features/dashboard";
import { accountRoutes } from "./features/account";
import { billingRoutes } from "./features/billing";
import { oauthRoutes } from "./features/oauth";
import { calendarRoutes } from "./features/calendar";
import { meetingRoutes } from "./features/meetings";
import { integrationRoutes } from "./features/integration-status";
import { teamRoutes } from "./features/teams";
import { trackerRoutes } from "./features/trackers";

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
    ...timeoutOptions(deps.timeouts ?? SERVER_TIMEOUTS),
  });

  registerZodCompilers(app);
  const routes = collectRoutes(app);
  registerRequestId(app);
  registerErrorHandler(app);
  // A worker process answers its probes and nothing else (404): no API, no pages, no sessions.
  if (config.ROLE === "worker") {
    registerHealth(app, deps.database, () => deps.queue.isReady());
    return app;
  }
  await app.register(cookie);
  // helmet's headers (http/security-headers.ts: its options, computed once rather than per request).
  await registerSecurityHeaders(app);
  await app.register(multipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 5, fieldSize: MAX_UPLOAD_BYTES, parts: 6 },
  });
  registerOriginCheck(app, config.PUBLIC_URL);
  registerAuthGuard(app, deps.database.db);
  // Before the routes: it marks the polled reads as they are added.
  registerConditionalReads(app, deps.database.db);
  registerNulCheck(app);

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
  integrationRoutes(app, deps);
  teamRoutes(app, deps);
  trackerRoutes(app, deps);
  openApiRoutes(app, routes);

  if (deps.clientDir) await registerStatic(app, deps.clientDir, { production: config.NODE_ENV === "production" });
  return app;
}
