import type { IncomingHttpHeaders } from "node:http";
import type { MeetingStatus } from "@shared/meetings";

export type BotProviderId = "meetingbaas" | "recall" | "attendee";
export const BOT_PROVIDERS: readonly BotProviderId[] = ["meetingbaas", "recall", "attendee"];

export interface CreateBotInput {
  /** Rapport's meeting id, sent as metadata so webhooks and the provider's dashboard can name it. */
  meetingId: string;
  meetingUrl: string;
  botName: string;
  entryMessage: string;
  /** When the bot should join; null means now. */
  joinAt: Date | null;
  /** Where the provider should post status changes for this bot, when it takes a per-bot address. */
  webhookUrl: string | null;
}

/** What a provider says about a bot, in Rapport's statuses; null state means "nothing to change". */
export interface BotReport {
  state: MeetingStatus | null;
  failureReason: string | null;
}

export interface BotWebhookEvent extends BotReport {
  /** The delivery's id, recorded so a replay changes nothing. */
  eventId: string;
  botId: string;
}

/** One turn of speech as the provider transcribed it: a real speaker name and seconds from the start. */
export interface BotUtterance {
  speaker: string;
  text: string;
  start: number;
  end: number;
}

export interface BotResults {
  utterances: BotUtterance[];
  /** A short-lived link to the recording's audio (or audio+video); null when the provider kept none. */
  audioUrl: string | null;
}

/**
 * A meeting-bot service: create a bot for a link at a time, tell its status, hand over transcript and
 * recording, and check and read its signed webhooks. Meeting BaaS, Recall.ai and Attendee implement it.
 */
export interface BotProvider {
  id: BotProviderId;
  createBot(input: CreateBotInput): Promise<{ botId: string }>;
  status(botId: string): Promise<BotReport>;
  results(botId: string): Promise<BotResults>;
  verifyWebhook(headers: IncomingHttpHeaders, raw: Buffer): boolean;
  parseWebhook(body: unknown, headers: IncomingHttpHeaders): BotWebhookEvent | null;
}

/** A provider call failed; `retryable` says whether trying again later can help (network, 5xx, 429). */
export class BotApiError extends Error {
  constructor(
    readonly retryable: boolean,
    message: string,
  ) {
    super(message);
    this.name = "BotApiError";
  }
}
