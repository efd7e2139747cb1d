import { afterEach, describe, expect, it } from "vitest";
import { integrationsStatusSchema } from "@shared/integrations";
import { createTestApp, signUpUser, type TestApp } from "@tests/server/app";

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

describe("GET /api/integrations/status", () => {
  it("is for signed-in users only", async () => {
    t = await createTestApp();
    const response = await t.app.inject({ method: "GET", url: "/api/integrations/status" });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: "UNAUTHORIZED" });
  });

  it("says which integrations are set up, in the declared shape, without any setting's value", async () => {
    const secrets = {
      GOOGLE_CLIENT_ID: "google-client-id-xyz",
      GOOGLE_CLIENT_SECRET: "google-client-secret-xyz",
      STRIPE_SECRET_KEY: "sk_test_secret_xyz",
      STRIPE_PRICE_START: "price_start_xyz",
      STRIPE_PRICE_PRO: "price_pro_xyz",
      STRIPE_WEBHOOK_SECRET: "whsec_xyz",
      BOT_PROVIDER: "meetingbaas",
      MEETINGBAAS_API_KEY: "baas-key-xyz",
    };
    t = await createTestApp(secrets);
    const { cookie } = await signUpUser(t.app);
    const response = await t.app.inject({ method: "GET", url: "/api/integrations/status", headers: { cookie } });
    expect(response.statusCode).toBe(200);
    const body = integrationsStatusSchema.parse(response.json());
    const configured = Object.fromEntries(body.integrations.map((entry) => [entry.id, entry.configured]));
    expect(configured).toEqual({
      google_sign_in: true,
      microsoft_sign_in: false,
      google_calendar: true,
      microsoft_calendar: false,
      meeting_bot: true,
      billing: true,
      llm: false,
      object_storage: false,
      email: false,
    });
    for (const [name, value] of Object.entries(secrets)) {
      if (name === "BOT_PROVIDER") continue;
      expect(response.body).not.toContain(value);
    }
  });
});
