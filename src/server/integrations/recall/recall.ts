import { z } from "zod";
import type { MeetingStatus } from "@shared/meetings";
import { BotApiError, type BotProvider, type BotUtterance } from "../bot/bot-provider";
import { botRequest, jsonHeaders } from "../bot/http";
import { verifySvix } from "../bot/signatures";

export interface RecallSettings {
  apiKey: string;
  /** The region's address, e.g. https://us-west-2.recall.ai. */
  baseUrl: string;
  /** The Svix signing secret (whsec_...) of the webhook endpoint set up in Recall's dashboard. */
  webhookSecret: string | null;
}

/** Recall bot status codes (also the webhook event names without "bot.") in Rapport's terms. */
const STATES: Record<string, MeetingStatus> = {
  ready: "scheduled",
  joining_call: "joining",
  in_waiting_room: "joining",
  in_call_not_recording: "recording",
  recording_permission_allowed: "recording",
  in_call_recording: "recording",
  call_ended: "processing",
  recording_done: "processing",
  done: "completed",
  fatal: "failed",
  recording_permission_denied: "failed",
  media_expired: "failed",
};

const statusChange = z.object({ code: z.string(), sub_code: z.string().nullish(), message: z.string().nullish() });
const bot = z
  .object({
    id: z.string(),
    status_changes: z.array(statusChange).optional(),
    status: statusChange.partial().nullish(),
    recordings: z
      .array(
        z.object({
          id: z.string(),
          media_shortcuts: z
            .object({
              transcript: z.object({ data: z.object({ download_url: z.string().nullish() }).nullish() }).nullish(),
              video_mixed: z.object({ data: z.object({ download_url: z.string().nullish() }).nullish() }).nullish(),
            })
            .nullish(),
        }),
      )
      .optional(),
  })
  .passthrough();
const transcriptFile = z.array(
  z.object({
    participant: z.object({ name: z.string().nullish() }).passthrough(),
    words: z.array(
      z.object({ text: z.string(), start_timestamp: z.object({ relative: z.number() }), end_timestamp: z.object({ relative: z.number() }).nullish() }),
    ),
  }),
);
const audioList = z.object({ results: z.array(z.object({ data: z.object({ download_url: z.string().nullish() }).nullish() })) });
const webhook = z.object({
  event: z.string(),
  data: z.object({
    data: z.object({ code: z.string().optional(), sub_code: z.string().nullish() }).passthrough().optional(),
    bot: z.object({ id: z.string() }).passthrough(),
  }),
});

const reasonOf = (code: string, subCode: string | null | undefined) => `Recall bot ended with ${subCode ?? code}`;

/**
 * Recall.ai: a bot with join_at and a chat message on join, meeting captions as the transcript and
 * mixed MP3 audio; status arrives through Svix-signed webhooks from Recall's dashboard endpoint.
 */
export function recall(settings: RecallSettings): BotProvider {
  const base = settings.baseUrl.replace(/\/$/, "");
  const headers = jsonHeaders({ authorization: `Token ${settings.apiKey}` });
  const get = (path: string) => botRequest("Recall", `${base}${path}`, { headers });
  const readBot = async (botId: string) => {
    const parsed = bot.safeParse(await get(`/api/v1/bot/${encodeURIComponent(botId)}/`));
    if (!parsed.success) throw new BotApiError(false, "Recall answered with a bot in an unexpected shape");
    return parsed.data;
  };

  return {
    id: "recall",
    async createBot({ meetingId, meetingUrl, botName, entryMessage, joinAt }) {
      const created = await botRequest("Recall", `${base}/api/v1/bot/`, {
        method: "POST",
        headers,
        body: JSON.stringify({
          meeting_url: meetingUrl,
          bot_name: botName,
          ...(joinAt ? { join_at: joinAt.toISOString() } : {}),
          chat: { on_bot_join: { send_to: "everyone", message: entryMessage } },
          recording_config: { transcript: { provider: { meeting_captions: {} } }, audio_mixed_mp3: {} },
          metadata: { meeting_id: meetingId },
        }),
      });
      const id = z.object({ id: z.string() }).safeParse(created);
      if (!id.success) throw new BotApiError(false, "Recall created a bot without an id");
      return { botId: id.data.id };
    },

    async status(botId) {
      const found = await readBot(botId);
      const last = found.status_changes?.at(-1) ?? found.status;
      const code = last?.code;
      if (!code) return { state: null, failureReason: null };
      const state = STATES[code] ?? null;
      return { state, failureReason: state === "failed" ? reasonOf(code, last?.sub_code) : null };
    },

    async results(botId) {
      const found = await readBot(botId);
      const recording = found.recordings?.at(-1);
      if (!recording) return { utterances: [], audioUrl: null };
      const transcriptUrl = recording.media_shortcuts?.transcript?.data?.download_url;
      // The transcript media exists but has no link yet: Recall is still processing it.
      if (recording.media_shortcuts?.transcript && !transcriptUrl) throw new BotApiError(true, "Recall is still preparing the transcript");
      let utterances: BotUtterance[] = [];
      if (transcriptUrl) {
        const file = transcriptFile.safeParse(await botRequest("Recall transcript", transcriptUrl, {}));
        if (!file.success) throw new BotApiError(false, "Recall transcript is not in the expected shape");
        utterances = file.data
          .filter((part) => part.words.length > 0)
          .map((part) => ({
            speaker: part.participant.name ?? "",
            text: part.words.map((w) => w.text).join(" "),
            start: part.words[0]!.start_timestamp.relative,
            end: part.words.at(-1)!.end_timestamp?.relative ?? part.words.at(-1)!.start_timestamp.relative,
          }));
      }
      const audio = audioList.safeParse(await get(`/api/v1/audio_mixed/?recording_id=${encodeURIComponent(recording.id)}`));
      const audioUrl = (audio.success ? audio.data.results[0]?.data?.download_url : null) ?? recording.media_shortcuts?.video_mixed?.data?.download_url;
      return { utterances, audioUrl: audioUrl ?? null };
    },

    verifyWebhook: (headers, raw) => Boolean(settings.webhookSecret) && verifySvix(headers, raw, settings.webhookSecret!),

    parseWebhook(body, headers) {
      const parsed = webhook.safeParse(body);
      const eventId = headers["svix-id"];
      if (!parsed.success || typeof eventId !== "string") return null;
      const { event, data } = parsed.data;
      const code = event.startsWith("bot.") ? event.slice(4) : (data.data?.code ?? "");
      const state = STATES[code] ?? null;
      return { eventId, botId: data.bot.id, state, failureReason: state === "failed" ? reasonOf(code, data.data?.sub_code) : null };
    },
  };
}
