import { z } from "zod";
import type { MeetingStatus } from "@shared/meetings";
import { BotApiError, type BotProvider } from "../bot/bot-provider";
import { botRequest, jsonHeaders } from "../bot/http";
import { verifyAttendee } from "../bot/signatures";

export interface AttendeeSettings {
  apiKey: string;
  /** https://app.attendee.dev or your own instance. */
  baseUrl: string;
  /** The project's webhook secret (base64), from Settings → Webhooks. */
  webhookSecret: string | null;
}

/** Attendee bot states in Rapport's terms; "ended" means recording and transcript are ready. */
const STATES: Record<string, MeetingStatus> = {
  scheduled: "scheduled",
  staged: "scheduled",
  ready: "scheduled",
  joining: "joining",
  waiting_room: "joining",
  joined_not_recording: "recording",
  joined_recording: "recording",
  joined_recording_paused: "recording",
  joined_recording_permission_denied: "recording",
  leaving: "processing",
  post_processing: "processing",
  ended: "completed",
  fatal_error: "failed",
  data_deleted: "failed",
};

const botAnswer = z.object({ id: z.string(), state: z.string().optional() }).passthrough();
const transcript = z.array(
  z.object({
    speaker_name: z.string().nullish(),
    timestamp_ms: z.number(),
    duration_ms: z.number().nullish(),
    transcription: z.union([z.object({ transcript: z.string().nullish() }).passthrough(), z.string()]).nullish(),
  }),
);
const webhook = z.object({
  idempotency_key: z.string(),
  bot_id: z.string(),
  trigger: z.string(),
  data: z.object({ new_state: z.string().optional(), event_type: z.string().nullish(), event_sub_type: z.string().nullish() }).passthrough(),
});

const reasonOf = (state: string, subType: string | null | undefined) =>
  state === "data_deleted" ? "The recording was deleted at Attendee" : `Attendee bot failed: ${subType ?? state}`;

/**
 * Attendee, the open-source bot (hosted or self-hosted): scheduled bots with join_at, a chat message
 * on joining, the transcript and recording endpoints, and HMAC-signed webhooks.
 */
export function attendee(settings: AttendeeSettings): BotProvider {
  const base = settings.baseUrl.replace(/\/$/, "");
  const headers = jsonHeaders({ authorization: `Token ${settings.apiKey}` });
  const get = (path: string) => botRequest("Attendee", `${base}${path}`, { headers });

  return {
    id: "attendee",
    async createBot({ meetingId, meetingUrl, botName, entryMessage, joinAt, webhookUrl }) {
      const created = botAnswer.safeParse(
        await botRequest("Attendee", `${base}/api/v1/bots`, {
          method: "POST",
          headers,
          body: JSON.stringify({
            meeting_url: meetingUrl,
            bot_name: botName,
            bot_chat_message: { to: "everyone", message: entryMessage },
            ...(joinAt ? { join_at: joinAt.toISOString() } : {}),
            // A retried creation finds the first bot instead of sending a second one.
            deduplication_key: meetingId,
            metadata: { meeting_id: meetingId },
            // Attendee takes per-bot webhooks on https only; otherwise the project's webhook applies.
            ...(webhookUrl?.startsWith("https://") ? { webhooks: [{ url: webhookUrl, triggers: ["bot.state_change"] }] } : {}),
          }),
        }),
      );
      if (!created.success) throw new BotApiError(false, "Attendee created a bot without an id");
      return { botId: created.data.id };
    },

    async status(botId) {
      const found = botAnswer.safeParse(await get(`/api/v1/bots/${encodeURIComponent(botId)}`));
      const state = found.success && found.data.state ? found.data.state : null;
      const mapped = state ? (STATES[state] ?? null) : null;
      return { state: mapped, failureReason: mapped === "failed" && state ? reasonOf(state, null) : null };
    },

    async results(botId) {
      const id = encodeURIComponent(botId);
      const parsed = transcript.safeParse(await get(`/api/v1/bots/${id}/transcript`));
      if (!parsed.success) throw new BotApiError(false, "Attendee transcript is not in the expected shape");
      const utterances = parsed.data.map((entry) => {
        const text = typeof entry.transcription === "string" ? entry.transcription : (entry.transcription?.transcript ?? "");
        const start = entry.timestamp_ms / 1000;
        return { speaker: entry.speaker_name ?? "", text, start, end: start + (entry.duration_ms ?? 0) / 1000 };
      });
      const recording = z.object({ url: z.string().nullish() }).safeParse(await get(`/api/v1/bots/${id}/recording`));
      return { utterances, audioUrl: recording.success ? (recording.data.url ?? null) : null };
    },

    verifyWebhook: (headers, raw) => Boolean(settings.webhookSecret) && verifyAttendee(headers, raw, settings.webhookSecret!),

    parseWebhook(body) {
      const parsed = webhook.safeParse(body);
      if (!parsed.success || parsed.data.trigger !== "bot.state_change") return null;
      const { idempotency_key, bot_id, data } = parsed.data;
      const raw = data.new_state ?? "";
      const state = STATES[raw] ?? null;
      return { eventId: idempotency_key, botId: bot_id, state, failureReason: state === "failed" ? reasonOf(raw, data.event_sub_type) : null };
    },
  };
}
