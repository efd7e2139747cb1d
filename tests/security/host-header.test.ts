import { afterEach, describe, expect, it } from "vitest";
import { signUpUser } from "../server/app";
import { billingHarness, type BillingHarness } from "../server/helpers/billing";
import { calendarHarness, type CalendarHarness } from "../server/helpers/calendar";
import { oauthHarness, type OAuthHarness } from "../server/helpers/oauth";
import { createTestApp, type TestApp } from "../server/app";
import { CLIENT } from "../server/helpers/oauth";

const EVIL = "evil.example.com";

let close: (() => Promise<void>) | null = null;
afterEach(async () => {
  await close?.();
  close = null;
});

async function withOAuth(): Promise<OAuthHarness> {
  const h = await oauthHarness();
  close = h.close;
  return h;
}

describe("the Host header does not steer return addresses (issue 13 item 9)", () => {
  it("sign-in with Google never sends a foreign Host to the provider as the return address", async () => {
    const h = await withOAuth();
    const start = await h.t.app.inject({ method: "GET", url: "/api/auth/google", headers: { host: EVIL } });
    expect(start.statusCode).toBe(302);
    expect(String(start.headers.location)).not.toContain(EVIL);
    expect(String(start.headers.location)).not.toContain(h.google.url);
  });

  it("a loopback Host is believed on a laptop install without PUBLIC_URL", async () => {
    const h = await withOAuth();
    const start = await h.t.app.inject({ method: "GET", url: "/api/auth/google", headers: { host: "localhost:3000" } });
    const location = new URL(String(start.headers.location));
    expect(location.searchParams.get("redirect_uri")).toBe("http://localhost:3000/api/auth/google/callback");
  });

  it("PUBLIC_URL wins over any Host", async () => {
    const t: TestApp = await createTestApp({ GOOGLE_CLIENT_ID: CLIENT.id, GOOGLE_CLIENT_SECRET: CLIENT.secret, GOOGLE_OAUTH_BASE_URL: "http://127.0.0.1:9", PUBLIC_URL: "https://rapport.example.org" });
    close = t.close;
    const start = await t.app.inject({ method: "GET", url: "/api/auth/google", headers: { host: EVIL } });
    const location = new URL(String(start.headers.location));
    expect(location.searchParams.get("redirect_uri")).toBe("https://rapport.example.org/api/auth/google/callback");
  });

  it("in production, sign-in needs PUBLIC_URL even from localhost", async () => {
    const t = await createTestApp({ NODE_ENV: "production", GOOGLE_CLIENT_ID: CLIENT.id, GOOGLE_CLIENT_SECRET: CLIENT.secret, GOOGLE_OAUTH_BASE_URL: "http://127.0.0.1:9", APP_SECRET: "host-tests-app-secret-0123456789abcdef" });
    close = t.close;
    const start = await t.app.inject({ method: "GET", url: "/api/auth/google", headers: { host: "localhost:3000" } });
    expect(start.statusCode).toBe(302);
    expect(String(start.headers.location)).not.toContain("127.0.0.1:9");
  });

  it("Stripe checkout with a foreign Host answers 503 in plain words, PUBLIC_URL in the admin hint, and never reaches Stripe", async () => {
    const h: BillingHarness = await billingHarness();
    close = h.close;
    const { cookie } = await signUpUser(h.t.app);
    const response = await h.t.app.inject({ method: "POST", url: "/api/subscription/create", headers: { cookie, host: EVIL }, payload: { plan: "pro" } });
    expect(response.statusCode).toBe(503);
    expect(response.json().message).toBe("Billing isn't set up on this Rapport server yet");
    expect(response.json().adminHint).toMatch(/PUBLIC_URL/);
    expect(h.stripe.requests).toHaveLength(0);
  });

  it("calendar connect with a foreign Host answers 503 in plain words, PUBLIC_URL in the admin hint", async () => {
    const h: CalendarHarness = await calendarHarness();
    close = h.close;
    const { cookie } = await signUpUser(h.t.app);
    const response = await h.t.app.inject({ method: "POST", url: "/api/calendar/connect", headers: { cookie, host: EVIL } });
    expect(response.statusCode).toBe(503);
    expect(response.json().message).toBe("Google Calendar isn't set up on this Rapport server yet");
    expect(response.json().adminHint).toMatch(/PUBLIC_URL/);
  });
});
