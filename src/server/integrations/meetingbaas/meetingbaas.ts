import { z } from "zod";
import type { MeetingStatus } from "@shared/meetings";
import { BotApiError, type BotProvider, type BotReport } from "../bot/bot-provider";
import { botRequest, jsonHeaders } from "../bot/http";
import { verifySecretHeader } from "../bot/signatures";

export interface MeetingBaasSettings {
  apiKey: string;
  baseUrl: string;
  /** Sent back by Meeting BaaS in x-mb-secret on every callback; null means callbacks are not used. */
  webhookSecret: string | null;
}

/** Meeting BaaS v2 bot statuses (and their older v1 names) in Rapport's terms. */
const STATES: Record<string, MeetingStatus> = {
  queued: "scheduled",
  scheduled: "scheduled",
  joining: "joining",
  joining_call: "joining",
  in_waiting_room: "joining",
  in_call_not_recording: "recording",
  in_call_recording: "recording",
  recording_paused: "recording",
  call_ended: "processing",
  recording_done: "processing",
  transcribing: "processing",
  completed: "completed",
  done: "completed",
  failed: "failed",
  fatal: "failed",
};

const envelope = z.object({ data: z.record(z.string(), z.unknown()) });
const transcriptFile = z.object({
  result: z.object({
    utterances: z.array(
      z.object({ text: z.string(), start: z.number(), end: z.number(), speaker: z.union([z.string(), z.number()]).nullish() }),
    ),
  }),
});
const callback = z.object({
  event: z.string(),
  data: z
    .object({
      bot_id: z.string(),
      event_id: z.string().optional(),
      error_code: z.string().nullish(),
      error_message: z.string().nullish(),
      status: z.object({ code: z.string() }).partial().nullish(),
    })
    .passthrough(),
});

const str = (value: unknown) => (typeof value === "string" && value ? value : null);

/**
 * Meeting BaaS (v2 API): scheduled bots with join_at, the user's entry_message, audio-only recording
 * transcribed by Gladia, and a per-bot callback carrying our secret in x-mb-secret.
 */
export function meetingBaas(settings: MeetingBaasSettings): BotProvider {
  const base = settings.baseUrl.replace(/\/$/, "");
  const headers = jsonHeaders({ "x-meeting-baas-api-key": settings.apiKey });
  const call = async (path: string, init: RequestInit = {}) => {
    const parsed = envelope.safeParse(await botRequest("Meeting BaaS", `${base}${path}`, { ...init, headers }));
    if (!parsed.success) throw new BotApiError(false, `Meeting BaaS answered ${path} without data`);
    return parsed.data.data;
  };

  return {
    id: "meetingbaas",
    async createBot({ meetingId, meetingUrl, botName, entryMessage, joinAt, webhookUrl }) {
      const withCallback = Boolean(webhookUrl && settings.webhookSecret);
      const data = await call(joinAt ? "/v2/bots/scheduled" : "/v2/bots", {
        method: "POST",
        body: JSON.stringify({
          meeting_url: meetingUrl,
          bot_name: botName,
          entry_message: entryMessage,
          recording_mode: "audio_only",
          transcription_enabled: true,
          transcription_config: { provider: "gladia" },
          ...(joinAt ? { join_at: joinAt.toISOString() } : {}),
          extra: { meeting_id: meetingId },
          callback_enabled: withCallback,
          ...(withCallback ? { callback_config: { url: webhookUrl, method: "POST", secret: settings.webhookSecret } } : {}),
        }),
      });
      const botId = str(data.bot_id);
      if (!botId) throw new BotApiError(false, "Meeting BaaS created a bot without an id");
      return { botId };
    },

    async status(botId) {
      const data = await call(`/v2/bots/${encodeURIComponent(botId)}/status`);
      const code = str(data.status) ?? str((data.status as { code?: unknown } | undefined)?.code);
      return { state: code ? (STATES[code] ?? null) : null, failureReason: str(data.error_message) ?? str(data.error_code) };
    },

    async results(botId) {
      const data = await call(`/v2/bots/${encodeURIComponent(botId)}`);
      const transcriptUrl = str(data.transcription);
      let utterances: { speaker: string; text: string; start: number; end: number }[] = [];
      if (transcriptUrl) {
        const file = transcriptFile.safeParse(await botRequest("Meeting BaaS transcript", transcriptUrl, {}));
        if (!file.success) throw new BotApiError(false, "Meeting BaaS transcript is not in the expected shape");
        utterances = file.data.result.utterances.map((u) => ({ speaker: String(u.speaker ?? ""), text: u.text, start: u.start, end: u.end }));
      }
      return { utterances, audioUrl: str(data.audio) ?? str(data.mp3) };
    },

    verifyWebhook: (headers) => Boolean(settings.webhookSecret) && verifySecretHeader(headers, "x-mb-secret", settings.webhookSecret!),

    parseWebhook(body) {
      const parsed = callback.safeParse(body);
      if (!parsed.success) return null;
      const { event, data } = parsed.data;
      const report: BotReport =
        event === "bot.completed"
          ? { state: "completed", failureReason: null }
          : event === "bot.failed"
            ? { state: "failed", failureReason: data.error_message ?? data.error_code ?? "The meeting bot failed" }
            : { state: STATES[data.status?.code ?? ""] ?? null, failureReason: null };
      // Without an event_id, one bot sends many status_change events: the status code tells them apart,
      // so a retried delivery is still a duplicate but the next status is not.
      return { ...report, botId: data.bot_id, eventId: data.event_id ?? `${event}:${data.bot_id}:${data.status?.code ?? ""}` };
    },
  };
}
