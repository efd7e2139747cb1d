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
  HOST: z.string().default("0.0.0.0"),
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
  return { ...parsed.data, DATA_DIR: path.resolve(parsed.data.DATA_DIR) };
}

/** A config for tests and benchmarks: defaults plus the given overrides. */
export function testConfig(overrides: Partial<Record<keyof Config, string>> = {}): Config {
  return loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", ...overrides });
}
