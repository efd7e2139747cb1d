import type { LightMyRequestResponse } from "fastify";
import { startFakeProvider, type FakeProvider } from "../../fakes/oauth-provider";
import { createTestApp, type TestApp } from "../app";
import { OAUTH_STATE_COOKIE } from "@server/features/oauth/routes";

export const CLIENT = { id: "rapport-client", secret: "rapport-secret" };

export interface OAuthHarness {
  t: TestApp;
  google: FakeProvider;
  microsoft: FakeProvider;
  close(): Promise<void>;
}

/** The app with Google and Microsoft sign-in pointed at two fake providers on 127.0.0.1. */
export async function oauthHarness(): Promise<OAuthHarness> {
  const google = await startFakeProvider({ clientId: CLIENT.id, clientSecret: CLIENT.secret });
  const microsoft = await startFakeProvider({ clientId: CLIENT.id, clientSecret: CLIENT.secret });
  const t = await createTestApp({
    GOOGLE_CLIENT_ID: CLIENT.id,
    GOOGLE_CLIENT_SECRET: CLIENT.secret,
    GOOGLE_OAUTH_BASE_URL: google.url,
    MICROSOFT_CLIENT_ID: CLIENT.id,
    MICROSOFT_CLIENT_SECRET: CLIENT.secret,
    MICROSOFT_OAUTH_BASE_URL: microsoft.url,
  });
  return {
    t,
    google,
    microsoft,
    close: async () => {
      await t.close();
      await google.close();
      await microsoft.close();
    },
  };
}

export const stateCookieOf = (response: LightMyRequestResponse) =>
  response.cookies.find((c) => c.name === OAUTH_STATE_COOKIE)?.value;

/** The round trip a browser makes: start, the provider's sign-in page, and back to the callback. */
export async function signInWith(
  t: TestApp,
  provider: "google" | "microsoft",
  { cookie, alterCallback }: { cookie?: string; alterCallback?: (url: URL) => void | Promise<void> } = {},
): Promise<LightMyRequestResponse> {
  const start = await t.app.inject({ method: "GET", url: `/api/auth/${provider}`, headers: cookie ? { cookie } : {} });
  if (start.statusCode !== 302) throw new Error(`start answered ${start.statusCode}`);
  const atProvider = await fetch(String(start.headers.location), { redirect: "manual" });
  const back = new URL(atProvider.headers.get("location") ?? "");
  await alterCallback?.(back);
  const cookies = [`${OAUTH_STATE_COOKIE}=${stateCookieOf(start)}`, ...(cookie ? [cookie] : [])];
  return t.app.inject({ method: "GET", url: `${back.pathname}${back.search}`, headers: { cookie: cookies.join("; ") } });
}
