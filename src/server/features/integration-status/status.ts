import type { IntegrationId, IntegrationsStatus, IntegrationStatus } from "@shared/integrations";
import type { Config } from "../../config";
import { notSetUpMessage } from "../../http/errors";
import { PUBLIC_URL_REQUIRED } from "../../http/public-origin";
import { BOT_API_KEY_SETTING, BOT_SETTINGS_HINT, type BotProviderId } from "../../integrations/bot";
import { DEFAULT_MODELS } from "../../integrations/llm/provider";
import { OAUTH_CLIENT_SETTINGS, oauthProvider, type OAuthProviderId } from "../../integrations/oauth/providers";

const BOT_NAMES: Record<BotProviderId, string> = { meetingbaas: "Meeting BaaS", recall: "Recall.ai", attendee: "Attendee" };
const BILLING_SETTINGS = ["STRIPE_SECRET_KEY", "STRIPE_PRICE_START", "STRIPE_PRICE_PRO", "STRIPE_WEBHOOK_SECRET"] as const;

const listed = (names: readonly string[]) =>
  names.length <= 1 ? names.join("") : `${names.slice(0, -1).join(", ")} and ${names[names.length - 1]}`;

const ready = (id: IntegrationId, name: string, description: string): IntegrationStatus => ({
  id,
  name,
  configured: true,
  description,
  adminHint: null,
});
const notReady = (id: IntegrationId, name: string, description: string, adminHint: string): IntegrationStatus => ({
  id,
  name,
  configured: false,
  description,
  adminHint,
});

const OAUTH_REGISTRY: Record<OAuthProviderId, string> = { google: "Google Cloud", microsoft: "Microsoft Entra" };

/**
 * What the provider's OAuth client still needs here, or null: its client id and secret, and an address to
 * send people back to (PUBLIC_URL, which production requires; see http/public-origin.ts).
 */
function oauthSetupHint(config: Config, provider: OAuthProviderId): string | null {
  if (!oauthProvider(config, provider)) return `Set ${OAUTH_CLIENT_SETTINGS[provider]} (an OAuth client registered with ${OAUTH_REGISTRY[provider]})`;
  if (config.NODE_ENV === "production" && !config.PUBLIC_URL) return PUBLIC_URL_REQUIRED;
  return null;
}

function signIn(config: Config, id: IntegrationId, provider: OAuthProviderId, name: string, account: string): IntegrationStatus {
  const hint = oauthSetupHint(config, provider);
  return hint ? notReady(id, name, notSetUpMessage(name), `${hint}.`) : ready(id, name, `People can sign in with their ${account} account.`);
}

function calendar(config: Config, id: IntegrationId, provider: OAuthProviderId, name: string, signInName: string): IntegrationStatus {
  const hint = oauthSetupHint(config, provider);
  return hint
    ? notReady(id, name, notSetUpMessage(name), `${hint}. ${name} uses the same OAuth client as ${signInName}.`)
    : ready(id, name, `People can connect ${name} so Rapport finds their meetings.`);
}

function meetingBot(config: Config): IntegrationStatus {
  const name = "Meeting bot";
  const provider = config.BOT_PROVIDER;
  if (!provider) return notReady("meeting_bot", name, notSetUpMessage("The meeting bot"), `${BOT_SETTINGS_HINT}.`);
  if (!config[BOT_API_KEY_SETTING[provider]]) {
    return notReady("meeting_bot", name, notSetUpMessage("The meeting bot"), `BOT_PROVIDER is ${provider}: set ${BOT_API_KEY_SETTING[provider]}.`);
  }
  return ready("meeting_bot", name, `A meeting bot from ${BOT_NAMES[provider]} joins and records scheduled calls.`);
}

function billing(config: Config): IntegrationStatus {
  const missing = BILLING_SETTINGS.filter((setting) => !config[setting]);
  return missing.length > 0
    ? notReady("billing", "Billing (Stripe)", notSetUpMessage("Billing"), `Set ${listed(missing)} (from your Stripe account).`)
    : ready("billing", "Billing (Stripe)", "Plan upgrades are paid through Stripe.");
}

/** The model's maker and name; an OpenAI-compatible server's address is not shown, only that there is one. */
function llm(config: Config): IntegrationStatus {
  const name = "AI model";
  if (config.AI_PROVIDER === "local") {
    return notReady(
      "llm",
      name,
      "No AI model is set up on this Rapport server: Rapport's own engine writes every analysis.",
      "Set AI_PROVIDER to openai (with OPENAI_API_KEY, or OPENAI_BASE_URL and AI_MODEL for an OpenAI-compatible server) or to anthropic (with ANTHROPIC_API_KEY).",
    );
  }
  const model = config.AI_MODEL ?? DEFAULT_MODELS[config.AI_PROVIDER];
  const maker = config.AI_PROVIDER === "anthropic" ? "Anthropic" : config.OPENAI_BASE_URL ? "an OpenAI-compatible server" : "OpenAI";
  return ready("llm", name, `Analyses are written with ${model} from ${maker}; the call metrics are always Rapport's own.`);
}

function objectStorage(config: Config): IntegrationStatus {
  const name = "Recording storage";
  return config.S3_BUCKET
    ? ready("object_storage", name, "Meeting recordings are kept in S3-compatible object storage.")
    : notReady(
        "object_storage",
        name,
        "Meeting recordings are kept in this server's data folder; no object storage is set up.",
        "Set S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY (and S3_ENDPOINT for storage other than AWS) to keep them in object storage.",
      );
}

/** SMTP_URL carries the mail server's password, so only whether it is set goes out. */
function email(config: Config): IntegrationStatus {
  const name = "E-mail";
  return config.SMTP_URL
    ? ready("email", name, "Rapport e-mails team invitations and comment notices.")
    : notReady(
        "email",
        name,
        "E-mail isn't set up on this Rapport server yet: invitations and comment notices show in Rapport only.",
        "Set SMTP_URL (smtp://user:password@host:port of your mail server) and SMTP_FROM.",
      );
}

/** What this server has been set up with. Reads the configuration only: no setting's value goes out. */
export function integrationsStatus(config: Config): IntegrationsStatus {
  return {
    integrations: [
      signIn(config, "google_sign_in", "google", "Google sign-in", "Google"),
      signIn(config, "microsoft_sign_in", "microsoft", "Microsoft sign-in", "Microsoft"),
      calendar(config, "google_calendar", "google", "Google Calendar", "Google sign-in"),
      calendar(config, "microsoft_calendar", "microsoft", "Outlook calendar", "Microsoft sign-in"),
      meetingBot(config),
      billing(config),
      llm(config),
      objectStorage(config),
      email(config),
    ],
  };
}
