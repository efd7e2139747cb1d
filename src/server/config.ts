import { z } from "zod";
import path from "node:path";

/**
 * Every environment variable Rapport reads, parsed once. `.env.example` and the README's table list
 * the same names; a test keeps the three in step.
 */
const bool = z
  .enum(["true", "false", "1", "0"])
  .transform((v) => v === "true" || v === "1");

/** An optional setting where an empty value (`KEY=` copied from .env.example) means unset. */
const unsetIfEmpty = <S extends z.ZodType>(schema: S) =>
  z.preprocess((value) => (value === "" ? undefined : value), schema.optional());
const optionalText = () => unsetIfEmpty(z.string());

export const configSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Loopback by default: a laptop install is not reachable from the network unless HOST opens it up. */
  HOST: z.string().default("127.0.0.1"),
  DATA_DIR: z.string().default("./data"),
  DATABASE_URL: z.string().optional(),
  ROLE: z.enum(["all", "web", "worker"]).default("all"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /** The address users reach Rapport at; used for the Origin check and OAuth return URLs. */
  PUBLIC_URL: z.string().url().optional(),
  /** Set when behind a reverse proxy so the client IP and protocol come from X-Forwarded-*. */
  TRUST_PROXY: bool.default(false),
  SESSION_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  /** Sign-in and sign-up attempts allowed per client IP, and per e-mail, in each window. */
  AUTH_RATE_LIMIT_PER_IP: z.coerce.number().int().min(1).default(100),
  AUTH_RATE_LIMIT_PER_EMAIL: z.coerce.number().int().min(1).default(10),
  AUTH_RATE_LIMIT_WINDOW_MINUTES: z.coerce.number().int().min(1).default(15),
  /** Where the Enterprise plan's Contact Sales button writes to. */
  SALES_EMAIL: unsetIfEmpty(z.string().email()).default("sales@rapport.app"),
  /** Outgoing mail (team invitations, comment notices), e.g. smtp://user:pass@mail.example.com:587; unset: no e-mail. */
  SMTP_URL: unsetIfEmpty(z.string().url()),
  /** The From address of that mail. */
  SMTP_FROM: unsetIfEmpty(z.string()).default("Rapport <no-reply@rapport.app>"),
  /** Stripe billing: the secret key, the Price ids of the Starter and Pro plans, and the webhook secret. */
  STRIPE_SECRET_KEY: optionalText(),
  STRIPE_PRICE_START: optionalText(),
  STRIPE_PRICE_PRO: optionalText(),
  STRIPE_WEBHOOK_SECRET: optionalText(),
  /** Stripe's API address; only tests and proxies change it. */
  STRIPE_API_BASE: unsetIfEmpty(z.string().url()).default("https://api.stripe.com"),
  /** Sign-in with Google and with Microsoft (OAuth 2 clients registered with each). */
  GOOGLE_CLIENT_ID: optionalText(),
  GOOGLE_CLIENT_SECRET: optionalText(),
  MICROSOFT_CLIENT_ID: optionalText(),
  MICROSOFT_CLIENT_SECRET: optionalText(),
  /** "common" admits work, school and personal Microsoft accounts; a tenant id admits one organisation. */
  MICROSOFT_TENANT: unsetIfEmpty(z.string().regex(/^[A-Za-z0-9.-]+$/, "must be a tenant id or name")).default("common"),
  /** One address standing in for Google's (or Microsoft's) sign-in hosts; only tests and proxies set them. */
  GOOGLE_OAUTH_BASE_URL: unsetIfEmpty(z.string().url()),
  MICROSOFT_OAUTH_BASE_URL: unsetIfEmpty(z.string().url()),
  /**
   * Encrypts stored calendar tokens (AES-256-GCM). Unset on the embedded database: generated into
   * DATA_DIR/secret on first start. Required with DATABASE_URL, where every process needs the same key.
   */
  APP_SECRET: unsetIfEmpty(z.string().min(32, "must be at least 32 characters")),
  /** Google Calendar API and Microsoft Graph addresses; only tests and proxies change them. */
  GOOGLE_CALENDAR_BASE_URL: unsetIfEmpty(z.string().url()).default("https://www.googleapis.com"),
  MICROSOFT_GRAPH_BASE_URL: unsetIfEmpty(z.string().url()).default("https://graph.microsoft.com"),
  /** Which meeting-bot service joins calls; unset means scheduling answers 503 naming this setting. */
  BOT_PROVIDER: unsetIfEmpty(z.enum(["meetingbaas", "recall", "attendee"])),
  /** How long before the meeting's start the bot is created at the provider. */
  BOT_JOIN_LEAD_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
  MEETINGBAAS_API_KEY: optionalText(),
  MEETINGBAAS_BASE_URL: unsetIfEmpty(z.string().url()).default("https://api.meetingbaas.com"),
  MEETINGBAAS_WEBHOOK_SECRET: optionalText(),
  RECALL_API_KEY: optionalText(),
  RECALL_BASE_URL: unsetIfEmpty(z.string().url()).default("https://us-west-2.recall.ai"),
  RECALL_WEBHOOK_SECRET: optionalText(),
  ATTENDEE_API_KEY: optionalText(),
  ATTENDEE_BASE_URL: unsetIfEmpty(z.string().url()).default("https://app.attendee.dev"),
  ATTENDEE_WEBHOOK_SECRET: optionalText(),
  /** S3-compatible storage for meeting recordings; unset keeps them in DATA_DIR/recordings. */
  S3_BUCKET: optionalText(),
  S3_REGION: unsetIfEmpty(z.string()).default("us-east-1"),
  S3_ENDPOINT: unsetIfEmpty(z.string().url()),
  S3_ACCESS_KEY_ID: optionalText(),
  S3_SECRET_ACCESS_KEY: optionalText(),
  /** Who writes the qualitative analysis: the local engine, or a model (the metrics always stay local). */
  AI_PROVIDER: unsetIfEmpty(z.enum(["local", "openai", "anthropic"])).default("local"),
  /** The model name; defaults to gpt-4o-mini (openai) or claude-haiku-4-5 (anthropic). */
  AI_MODEL: optionalText(),
  OPENAI_API_KEY: optionalText(),
  /** An OpenAI-compatible server (Ollama, vLLM, LM Studio), e.g. http://localhost:11434/v1. */
  OPENAI_BASE_URL: unsetIfEmpty(z.string().url()),
  ANTHROPIC_API_KEY: optionalText(),
  /** Anthropic's API address; only tests and proxies change it. */
  ANTHROPIC_BASE_URL: unsetIfEmpty(z.string().url()),
  /** How long one model call may take before it is abandoned (and the local engine's result kept). */
  AI_TIMEOUT_MS: z.coerce.number().int().min(1000).default(60_000),
  /** Transcript tokens (about 4 characters each) sent in one model call; longer calls go in chunks. */
  AI_MAX_INPUT_TOKENS: z.coerce.number().int().min(500).default(12_000),
});
export type Config = z.infer<typeof configSchema>;

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // `KEY=` (as copied from .env.example) means unset, so the default applies.
  const given = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ""));
  const parsed = configSchema.safeParse(given);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const aiProblem = aiMisconfiguration(parsed.data);
  if (aiProblem) throw new Error(`Invalid configuration:\n  ${aiProblem}`);
  return { ...parsed.data, DATA_DIR: path.resolve(parsed.data.DATA_DIR) };
}

/** A model provider chosen without what it needs to be reached fails at start-up, naming the setting. */
function aiMisconfiguration(config: z.infer<typeof configSchema>): string | null {
  if (config.AI_PROVIDER === "openai" && !config.OPENAI_API_KEY && !config.OPENAI_BASE_URL) {
    return "OPENAI_API_KEY: AI_PROVIDER=openai needs OPENAI_API_KEY (or OPENAI_BASE_URL for an OpenAI-compatible server)";
  }
  if (config.AI_PROVIDER === "openai" && config.OPENAI_BASE_URL && !config.AI_MODEL) {
    return "AI_MODEL: OPENAI_BASE_URL points at an OpenAI-compatible server, so AI_MODEL must name one of its models";
  }
  if (config.AI_PROVIDER === "anthropic" && !config.ANTHROPIC_API_KEY) {
    return "ANTHROPIC_API_KEY: AI_PROVIDER=anthropic needs ANTHROPIC_API_KEY";
  }
  return null;
}

/** A config for tests and benchmarks: defaults plus the given overrides. */
export function testConfig(overrides: Partial<Record<keyof Config, string>> = {}): Config {
  return loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", ...overrides });
}
