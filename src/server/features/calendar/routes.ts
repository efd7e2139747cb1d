import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import {
  autoScheduleSchema,
  autoScheduleTriggerResponseSchema,
  calendarConnectResponseSchema,
  calendarConnectSchema,
  calendarEventsResponseSchema,
  calendarStatusSchema,
  calendarSyncResponseSchema,
  disconnectResponseSchema,
  type CalendarProvider,
  type CalendarStatus,
} from "@shared/calendar";
import type { AppDeps } from "../../app-deps";
import type { Config } from "../../config";
import type { Db } from "../../db/open";
import { userIdOf } from "../../http/auth-guard";
import { requireTrustedOrigin } from "../../http/public-origin";
import { parse } from "../../http/parse";
import type { ZodTypeProvider } from "../../http/route-schemas";
import { OAuthFailure } from "../../integrations/oauth/failure";
import { autoScheduleUser, isAutoScheduleEnabled, setAutoSchedule, triggerMessage } from "./auto-schedule";
import { calendarApiFor, NOT_CONNECTED_MESSAGE, PROVIDER_NAME } from "./calendar-apis";
import { CONNECT_TTL_MS, finishConnect, startConnect } from "./connect";
import { deleteConnection, findConnectionRow } from "./connections";
import { readEvents, syncCalendar } from "./events";
import { AppError } from "../../http/errors";

/** Ties the connection attempt to the browser that started it (as sign-in does). */
export const CALENDAR_STATE_COOKIE = "rapport_calendar_state";
const COOKIE_PATH = "/api/calendar/callback";
const SETTINGS_PAGE = "/settings/calendar";

const callbackQuery = z.object({
  code: z.string().max(4096).optional(),
  state: z.string().max(200).optional(),
  error: z.string().max(200).optional(),
});
const providerParams = z.object({ provider: z.enum(["google", "microsoft"]) });

async function status(db: Db, userId: string): Promise<CalendarStatus> {
  const row = await findConnectionRow(db, userId);
  if (!row) return { connected: false, provider: null, lastSync: null, syncEnabled: false, syncData: null };
  return {
    connected: true,
    provider: row.provider,
    lastSync: row.lastSync?.toISOString() ?? null,
    syncEnabled: true,
    syncData: row.salesMeetings === null ? null : { salesMeetings: row.salesMeetings },
  };
}

/** Disconnects, then withdraws the grant at the provider; a revocation that fails is logged, not shown. */
async function disconnect(request: FastifyRequest, db: Db, config: Config, provider?: CalendarProvider) {
  const userId = userIdOf(request);
  const current = await findConnectionRow(db, userId);
  if (current && provider && current.provider !== provider) return { success: false, error: `${PROVIDER_NAME[provider]} is not connected` };
  const removed = await deleteConnection(db, config, userId, provider);
  if (!removed) return { success: true, message: "No calendar was connected" };
  const api = calendarApiFor(config, removed.provider);
  if (api && removed.tokens) {
    await api.revoke(removed.tokens).catch((error: unknown) => request.log.warn({ err: error }, "calendar token revocation failed"));
  }
  return { success: true, message: "Calendar disconnected" };
}

/** SPEC §7 Meetings and calendar: connection, live events, sync, and automatic bot scheduling. */
export function calendarRoutes(app: FastifyInstance, { database: { db }, config, queue }: AppDeps): void {
  const cookieOptions = (request: FastifyRequest) => ({
    path: COOKIE_PATH,
    httpOnly: true,
    sameSite: "lax" as const,
    secure: request.protocol === "https",
  });

  const api = app.withTypeProvider<ZodTypeProvider>();
  const answers = <S extends z.ZodType>(summary: string, answer: S) => ({ schema: { summary, response: { 200: answer } } });

  api.post(
    "/api/calendar/connect",
    { schema: { summary: "Start connecting a calendar", body: calendarConnectSchema, response: { 200: calendarConnectResponseSchema } } },
    async (request, reply) => {
      const { provider } = request.body;
      const { authUrl, state } = await startConnect(db, config, userIdOf(request), provider, requireTrustedOrigin(config, request, PROVIDER_NAME[provider]));
      reply.setCookie(CALENDAR_STATE_COOKIE, state, { ...cookieOptions(request), maxAge: CONNECT_TTL_MS / 1000 });
      return { authUrl };
    },
  );

  // A full-page return from the provider, so it answers redirects, not JSON: signed out goes to /login,
  // success and failure to the calendar settings page (failure with ?error=<value> for its toast).
  // The provider is parsed here, not by a params schema: a signed-out browser is sent to /login first.
  const callback = { summary: "Return from the calendar provider", response: { 302: z.undefined() } };
  api.get("/api/calendar/callback/:provider", { schema: callback, config: { public: true } }, async (request, reply: FastifyReply) => {
    if (!request.session) return reply.redirect("/login");
    const { provider } = parse(providerParams, request.params);
    const cookie = request.cookies[CALENDAR_STATE_COOKIE];
    reply.clearCookie(CALENDAR_STATE_COOKIE, cookieOptions(request));
    try {
      const query = callbackQuery.safeParse(request.query);
      if (!query.success || query.data.error || !query.data.code || !query.data.state) {
        throw new OAuthFailure("auth_failed", query.data?.error ?? "callback without code or state");
      }
      if (cookie !== query.data.state) throw new OAuthFailure("auth_failed", "state does not match this browser");
      await finishConnect(db, config, request.session.userId, provider, { code: query.data.code, state: query.data.state });
    } catch (error) {
      const notConfigured = error instanceof AppError && error.code === "NOT_CONFIGURED";
      const value = error instanceof OAuthFailure ? error.value : notConfigured ? "oauth_config" : "auth_failed";
      request.log.warn({ calendarError: value, err: error }, "calendar connection failed");
      return reply.redirect(`${SETTINGS_PAGE}?error=${value}`);
    }
    return reply.redirect(SETTINGS_PAGE);
  });

  api.get("/api/calendar/status", answers("Calendar connection status", calendarStatusSchema), async (request) => status(db, userIdOf(request)));
  api.get("/api/calendar/events", answers("Upcoming calendar events", calendarEventsResponseSchema), async (request) => ({
    events: await readEvents(db, config, userIdOf(request)),
  }));
  api.post("/api/calendar/sync", answers("Sync the calendar now", calendarSyncResponseSchema), async (request) =>
    syncCalendar(db, config, userIdOf(request)),
  );
  api.post("/api/calendar/disconnect", answers("Disconnect the calendar", disconnectResponseSchema), async (request) =>
    disconnect(request, db, config),
  );
  api.post("/api/auth/microsoft/disconnect", answers("Disconnect the Microsoft calendar", disconnectResponseSchema), async (request) =>
    disconnect(request, db, config, "microsoft"),
  );

  api.get("/api/calendar/auto-schedule", answers("Whether bots join meetings automatically", autoScheduleSchema), async (request) => ({
    enabled: await isAutoScheduleEnabled(db, userIdOf(request)),
  }));
  api.post(
    "/api/calendar/auto-schedule",
    { schema: { summary: "Turn automatic bot scheduling on or off", body: autoScheduleSchema, response: { 200: autoScheduleSchema } } },
    async (request) => setAutoSchedule(db, userIdOf(request), request.body.enabled),
  );
  api.post("/api/calendar/auto-schedule/trigger", answers("Schedule bots for upcoming meetings now", autoScheduleTriggerResponseSchema), async (request) => {
    const userId = userIdOf(request);
    if (!(await findConnectionRow(db, userId))) throw new AppError("CONFLICT", NOT_CONNECTED_MESSAGE);
    return { message: triggerMessage(await autoScheduleUser(db, config, queue, userId)) };
  });
}
