import { describe, expect, it } from "vitest";
import { integrationIds } from "@shared/integrations";
import { testConfig } from "../../config";
import { integrationsStatus } from "./status";

const byId = (config: ReturnType<typeof testConfig>) => new Map(integrationsStatus(config).integrations.map((entry) => [entry.id, entry]));

describe("integrationsStatus", () => {
  it("lists every integration once, in order, as not set up on a bare server, in plain words with the settings in the admin hint", () => {
    const status = integrationsStatus(testConfig());
    expect(status.integrations.map((entry) => entry.id)).toEqual([...integrationIds]);
    const entries = byId(testConfig());
    expect(entries.get("google_sign_in")).toEqual({
      id: "google_sign_in",
      name: "Google sign-in",
      configured: false,
      description: "Google sign-in isn't set up on this Rapport server yet",
      adminHint: "Set GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET (an OAuth client registered with Google Cloud).",
    });
    expect(entries.get("microsoft_calendar")?.adminHint).toContain("MICROSOFT_CLIENT_ID and MICROSOFT_CLIENT_SECRET");
    expect(entries.get("meeting_bot")?.description).toBe("The meeting bot isn't set up on this Rapport server yet");
    expect(entries.get("meeting_bot")?.adminHint).toContain("BOT_PROVIDER");
    expect(entries.get("billing")?.description).toBe("Billing isn't set up on this Rapport server yet");
    expect(entries.get("billing")?.adminHint).toBe(
      "Set STRIPE_SECRET_KEY, STRIPE_PRICE_START, STRIPE_PRICE_PRO and STRIPE_WEBHOOK_SECRET (from your Stripe account).",
    );
    expect(entries.get("llm")?.configured).toBe(false);
    expect(entries.get("object_storage")?.description).toMatch(/data folder/);
    expect(entries.get("email")?.adminHint).toMatch(/SMTP_URL/);
    for (const entry of status.integrations) {
      // The words for users never name a setting; the hint for the administrator always does.
      expect(entry.description).not.toMatch(/[A-Z]+_[A-Z_]+/);
      expect(entry.adminHint).toMatch(/[A-Z]+_[A-Z_]+/);
    }
  });

  it("says what is set up, names only what is still missing, and never carries a setting's value", () => {
    const secrets = {
      GOOGLE_CLIENT_ID: "google-id-value-1",
      GOOGLE_CLIENT_SECRET: "google-secret-value-2",
      MICROSOFT_CLIENT_ID: "ms-id-value-3",
      MICROSOFT_CLIENT_SECRET: "ms-secret-value-4",
      BOT_PROVIDER: "recall",
      RECALL_API_KEY: "recall-key-value-5",
      STRIPE_SECRET_KEY: "sk_test_value_6",
      STRIPE_PRICE_START: "price_start_value_7",
      AI_PROVIDER: "openai",
      OPENAI_API_KEY: "sk-openai-value-8",
      OPENAI_BASE_URL: "http://10.0.0.9:11434/v1",
      AI_MODEL: "llama3.1",
      S3_BUCKET: "bucket-value-9",
      S3_ACCESS_KEY_ID: "access-value-10",
      S3_SECRET_ACCESS_KEY: "secret-value-11",
      PUBLIC_URL: "https://rapport.example.com",
      SMTP_URL: "smtp://mailer:smtp-password-12@mail.example.com:587",
    } as const;
    const config = testConfig(secrets);
    const entries = byId(config);
    for (const id of ["google_sign_in", "microsoft_sign_in", "google_calendar", "microsoft_calendar", "meeting_bot", "llm", "object_storage", "email"] as const) {
      expect(entries.get(id), id).toMatchObject({ configured: true, adminHint: null });
    }
    expect(entries.get("meeting_bot")?.description).toBe("A meeting bot from Recall.ai joins and records scheduled calls.");
    expect(entries.get("llm")?.description).toBe("Analyses are written with llama3.1 from an OpenAI-compatible server; the call metrics are always Rapport's own.");
    expect(entries.get("billing")).toMatchObject({ configured: false, adminHint: "Set STRIPE_PRICE_PRO and STRIPE_WEBHOOK_SECRET (from your Stripe account)." });
    const text = JSON.stringify(integrationsStatus(config));
    for (const value of Object.values(secrets)) {
      if (value === "recall" || value === "openai" || value === "llama3.1") continue; // choices, not secrets
      expect(text).not.toContain(value);
    }
    for (const part of ["smtp-password-12", "mail.example.com", "10.0.0.9"]) expect(text).not.toContain(part);
  });

  it("counts a provider without its API key, or production without PUBLIC_URL, as not set up", () => {
    expect(byId(testConfig({ BOT_PROVIDER: "attendee" })).get("meeting_bot")).toMatchObject({
      configured: false,
      adminHint: "BOT_PROVIDER is attendee: set ATTENDEE_API_KEY.",
    });
    const production = byId(testConfig({ NODE_ENV: "production", GOOGLE_CLIENT_ID: "id", GOOGLE_CLIENT_SECRET: "secret" }));
    expect(production.get("google_sign_in")).toMatchObject({ configured: false });
    expect(production.get("google_sign_in")?.adminHint).toMatch(/^Set PUBLIC_URL/);
    const anthropic = byId(testConfig({ AI_PROVIDER: "anthropic", ANTHROPIC_API_KEY: "key" }));
    expect(anthropic.get("llm")?.description).toBe("Analyses are written with claude-haiku-4-5 from Anthropic; the call metrics are always Rapport's own.");
  });
});
