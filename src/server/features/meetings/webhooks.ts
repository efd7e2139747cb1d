import type { FastifyInstance } from "fastify";
import { and, eq } from "drizzle-orm";
import { z } from "zod";
import type { Config } from "../../config";
import type { Db } from "../../db/open";
import { meetings, webhookEvents } from "../../db/schema";
import { AppError } from "../../http/errors";
import { webhookAnswer, type ZodTypeProvider } from "../../http/route-schemas";
import { BOT_PROVIDERS, botProviderFor, type BotProviderId, type BotWebhookEvent } from "../../integrations/bot";
import { completeMeetingJob } from "../../jobs/definitions";
import type { Queue } from "../../jobs/queue";
import { applyBotReport } from "./transitions";

const SECRET_SETTING: Record<BotProviderId, keyof Config & `${string}_WEBHOOK_SECRET`> = {
  meetingbaas: "MEETINGBAAS_WEBHOOK_SECRET",
  recall: "RECALL_WEBHOOK_SECRET",
  attendee: "ATTENDEE_WEBHOOK_SECRET",
};

export type WebhookOutcome = "applied" | "duplicate" | "ignored";

/**
 * Applies one verified delivery at most once: the delivery id is recorded in the same transaction as
 * the status change, so a replay finds it and changes nothing. A finished bot queues its completion.
 */
export async function handleBotWebhook(db: Db, queue: Queue, provider: BotProviderId, event: BotWebhookEvent): Promise<WebhookOutcome> {
  const outcome = await db.transaction(async (tx) => {
    const [fresh] = await tx.insert(webhookEvents).values({ provider, eventId: event.eventId }).onConflictDoNothing().returning();
    if (!fresh) return { kind: "duplicate" as const };
    const [meeting] = await tx
      .select({ id: meetings.id })
      .from(meetings)
      .where(and(eq(meetings.provider, provider), eq(meetings.botId, event.botId)));
    if (!meeting) return { kind: "ignored" as const };
    return { kind: "applied" as const, meetingId: meeting.id, transition: await applyBotReport(tx, meeting.id, event) };
  });
  // Sent after the commit; if this send is lost, the worker's sweep finds the meeting in processing.
  if (outcome.kind === "applied" && outcome.transition === "finished") await queue.send(completeMeetingJob, { meetingId: outcome.meetingId });
  return outcome.kind;
}

const providerParams = z.object({ provider: z.enum(BOT_PROVIDERS as [BotProviderId, ...BotProviderId[]]) });

/**
 * POST /api/webhooks/{meetingbaas,recall,attendee}. Providers sign the exact bytes they send, so these
 * routes (in their own plugin scope) keep the body as a Buffer. They are public (no session) and
 * cross-origin (not a browser); the signature is what admits a request.
 */
export function registerBotWebhooks(app: FastifyInstance, db: Db, config: Config, queue: Queue): void {
  void app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser("*", { parseAs: "buffer" }, (_request, body, done) => done(null, body));

    // The body stays raw bytes for the signature; the provider in the path and the answer have schemas.
    const schema = { summary: "Meeting-bot provider events (signed)", params: providerParams, response: { 200: webhookAnswer } };
    scope.withTypeProvider<ZodTypeProvider>().post("/api/webhooks/:provider", { schema, config: { public: true, crossOrigin: true } }, async (request) => {
      const { provider: id } = request.params;
      const secretSetting = SECRET_SETTING[id];
      if (!config[secretSetting]) throw new AppError("NOT_CONFIGURED", `Webhooks from ${id} are not configured: set ${secretSetting}`);
      const provider = botProviderFor(config, id);
      if (!provider) throw new AppError("NOT_CONFIGURED", `The ${id} meeting bot is not configured: set its API key`);
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      if (!provider.verifyWebhook(request.headers, raw)) throw new AppError("UNAUTHORIZED", "Invalid webhook signature");
      let json: unknown;
      try {
        json = JSON.parse(raw.toString("utf8"));
      } catch {
        throw new AppError("BAD_REQUEST", "Malformed JSON body");
      }
      const event = provider.parseWebhook(json, request.headers);
      if (!event) return { received: true as const, outcome: "ignored" as const };
      return { received: true as const, outcome: await handleBotWebhook(db, queue, id, event) };
    });
  });
}
