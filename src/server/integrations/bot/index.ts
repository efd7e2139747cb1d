import type { Config } from "../../config";
import { notConfigured, notSetUpMessage } from "../../http/errors";
import { attendee } from "../attendee/attendee";
import { meetingBaas } from "../meetingbaas/meetingbaas";
import { recall } from "../recall/recall";
import type { BotProvider, BotProviderId } from "./bot-provider";

export * from "./bot-provider";

/** The API key setting each provider needs; admin hints name it. */
export const BOT_API_KEY_SETTING: Record<BotProviderId, "MEETINGBAAS_API_KEY" | "RECALL_API_KEY" | "ATTENDEE_API_KEY"> = {
  meetingbaas: "MEETINGBAAS_API_KEY",
  recall: "RECALL_API_KEY",
  attendee: "ATTENDEE_API_KEY",
};

const FEATURE = "The meeting bot";
/** What a user reads (a 503, or a meeting's failure reason); the settings go to the admin hint and the log. */
export const NOT_CONFIGURED_MESSAGE = notSetUpMessage(FEATURE);
export const BOT_SETTINGS_HINT =
  "The meeting bot is not configured: set BOT_PROVIDER (meetingbaas, recall or attendee) and its API key (MEETINGBAAS_API_KEY, RECALL_API_KEY or ATTENDEE_API_KEY)";

/** The adapter for one provider, or null when its API key is missing. */
export function botProviderFor(config: Config, id: BotProviderId): BotProvider | null {
  if (id === "meetingbaas") {
    if (!config.MEETINGBAAS_API_KEY) return null;
    return meetingBaas({
      apiKey: config.MEETINGBAAS_API_KEY,
      baseUrl: config.MEETINGBAAS_BASE_URL,
      webhookSecret: config.MEETINGBAAS_WEBHOOK_SECRET ?? null,
    });
  }
  if (id === "recall") {
    if (!config.RECALL_API_KEY) return null;
    return recall({ apiKey: config.RECALL_API_KEY, baseUrl: config.RECALL_BASE_URL, webhookSecret: config.RECALL_WEBHOOK_SECRET ?? null });
  }
  if (!config.ATTENDEE_API_KEY) return null;
  return attendee({ apiKey: config.ATTENDEE_API_KEY, baseUrl: config.ATTENDEE_BASE_URL, webhookSecret: config.ATTENDEE_WEBHOOK_SECRET ?? null });
}

/** The configured provider, or a 503 in plain words whose admin hint names the settings to add. */
export function requireBotProvider(config: Config): BotProvider {
  if (!config.BOT_PROVIDER) throw notConfigured(FEATURE, BOT_SETTINGS_HINT);
  const provider = botProviderFor(config, config.BOT_PROVIDER);
  if (!provider) {
    throw notConfigured(FEATURE, `The meeting bot is not configured: BOT_PROVIDER is ${config.BOT_PROVIDER} but ${BOT_API_KEY_SETTING[config.BOT_PROVIDER]} is not set`);
  }
  return provider;
}
