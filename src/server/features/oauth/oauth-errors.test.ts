import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { buildApp } from "../../app";
import { testConfig } from "../../config";
import { oauthStates, users } from "../../db/schema";
import { sessionCookie } from "@tests/server/app";
import { CLIENT, oauthHarness, signInWith, stateCookieOf, type OAuthHarness } from "@tests/server/helpers/oauth";

let h: OAuthHarness;
beforeEach(async () => {
  h = await oauthHarness();
  h.google.nextPerson({ sub: "g-1", email: "grace@example.com", email_verified: true, given_name: "Grace" });
});
afterEach(async () => h.close());

const userCount = async () => (await h.t.database.db.select({ n: sql<number>`count(*)::int` }).from(users))[0]!.n;
const expectNoSession = (response: { cookies: { name: string }[] }) =>
  expect(response.cookies.find((c) => c.name === "rapport_session")).toBeUndefined();

describe("every failure returns to /?error= with the value that fits", () => {
  it("auth_failed when the person declines at the provider", async () => {
    const start = await h.t.app.inject({ method: "GET", url: "/api/auth/google" });
    const state = stateCookieOf(start)!;
    const done = await h.t.app.inject({
      method: "GET",
      url: `/api/auth/google/callback?error=access_denied&state=${state}`,
      headers: { cookie: `rapport_oauth_state=${state}` },
    });
    expect(done.headers.location).toBe("/?error=auth_failed");
    expectNoSession(done);
  });

  it("auth_failed when the callback reaches a browser that did not start the sign-in (login CSRF)", async () => {
    const start = await h.t.app.inject({ method: "GET", url: "/api/auth/google" });
    const at = await fetch(String(start.headers.location), { redirect: "manual" });
    const back = new URL(at.headers.get("location")!);
    const url = `${back.pathname}${back.search}`;
    const noCookie = await h.t.app.inject({ method: "GET", url });
    const otherCookie = await h.t.app.inject({ method: "GET", url, headers: { cookie: "rapport_oauth_state=another-attempt" } });
    expect(noCookie.headers.location).toBe("/?error=auth_failed");
    expect(otherCookie.headers.location).toBe("/?error=auth_failed");
    expectNoSession(noCookie);
    expectNoSession(otherCookie);
  });

  it("auth_failed for an unknown state, and for a callback replayed after use", async () => {
    const done = await signInWith(h.t, "google");
    expect(done.headers.location).toBe("/");
    const forged = await h.t.app.inject({
      method: "GET",
      url: "/api/auth/google/callback?code=abc&state=forged",
      headers: { cookie: "rapport_oauth_state=forged" },
    });
    expect(forged.headers.location).toBe("/?error=auth_failed");

    let replayUrl = "";
    const first = await signInWith(h.t, "google", {
      alterCallback: (url) => {
        replayUrl = `${url.pathname}${url.search}`;
      },
    });
    const state = new URLSearchParams(replayUrl.split("?")[1]).get("state");
    const replay = await h.t.app.inject({ method: "GET", url: replayUrl, headers: { cookie: `rapport_oauth_state=${state}` } });
    expect(first.headers.location).toBe("/");
    expect(replay.headers.location).toBe("/?error=auth_failed");
  });

  it("auth_failed when the callback lacks the code", async () => {
    const done = await signInWith(h.t, "google", { alterCallback: (url) => url.searchParams.delete("code") });
    expect(done.headers.location).toBe("/?error=auth_failed");
  });

  it("invalid_code when the sign-in attempt expired", async () => {
    const done = await signInWith(h.t, "google", {
      alterCallback: async () => {
        await h.t.database.db.update(oauthStates).set({ expiresAt: new Date(Date.now() - 1000) });
      },
    });
    expect(done.headers.location).toBe("/?error=invalid_code");
  });

  it("invalid_code when the provider refuses the code", async () => {
    const tampered = await signInWith(h.t, "google", { alterCallback: (url) => url.searchParams.set("code", "not-issued") });
    expect(tampered.headers.location).toBe("/?error=invalid_code");
    h.google.failToken("invalid_grant");
    const refused = await signInWith(h.t, "google");
    expect(refused.headers.location).toBe("/?error=invalid_code");
    expect(await userCount()).toBe(0);
  });

  it("oauth_config when the provider refuses our client credentials", async () => {
    h.google.failToken("invalid_client");
    expect((await signInWith(h.t, "google")).headers.location).toBe("/?error=oauth_config");
  });

  it("network_error when the provider cannot be reached or is down", async () => {
    h.google.failToken("network");
    expect((await signInWith(h.t, "google")).headers.location).toBe("/?error=network_error");
    h.google.failToken("server_error");
    expect((await signInWith(h.t, "google")).headers.location).toBe("/?error=network_error");
    h.google.failToken(null);
    h.google.failUserinfo(503);
    expect((await signInWith(h.t, "google")).headers.location).toBe("/?error=network_error");
    expect(await userCount()).toBe(0);
  });

  it("auth_failed when the provider gives no e-mail", async () => {
    h.google.nextPerson({ sub: "g-2", email_verified: true });
    expect((await signInWith(h.t, "google")).headers.location).toBe("/?error=auth_failed");
    expect(await userCount()).toBe(0);
  });

  it("session_save_failed when the session cannot be stored", async () => {
    const exec = (text: string) => h.t.database.db.execute(sql.raw(text));
    await exec(`CREATE FUNCTION refuse_sessions() RETURNS trigger AS $$ BEGIN RAISE EXCEPTION 'disk full'; END $$ LANGUAGE plpgsql`);
    await exec(`CREATE TRIGGER refuse_sessions BEFORE INSERT ON sessions FOR EACH ROW EXECUTE FUNCTION refuse_sessions()`);
    try {
      const done = await signInWith(h.t, "google");
      expect(done.headers.location).toBe("/?error=session_save_failed");
      expectNoSession(done);
    } finally {
      await exec("DROP TRIGGER refuse_sessions ON sessions");
      await exec("DROP FUNCTION refuse_sessions()");
    }
  });
});

describe("several web processes", () => {
  it("finishes on another app instance what one instance started: the state lives in the database", async () => {
    const other = await buildApp({
      database: h.t.database,
      queue: h.t.queue,
      config: testConfig({
        GOOGLE_CLIENT_ID: CLIENT.id,
        GOOGLE_CLIENT_SECRET: CLIENT.secret,
        GOOGLE_OAUTH_BASE_URL: h.google.url,
      }),
    });
    try {
      const start = await h.t.app.inject({ method: "GET", url: "/api/auth/google" });
      const at = await fetch(String(start.headers.location), { redirect: "manual" });
      const back = new URL(at.headers.get("location")!);
      const done = await other.inject({
        method: "GET",
        url: `${back.pathname}${back.search}`,
        headers: { cookie: `rapport_oauth_state=${stateCookieOf(start)}` },
      });
      expect(done.headers.location).toBe("/");
      const me = await h.t.app.inject({ method: "GET", url: "/api/auth/user", headers: { cookie: sessionCookie(done) } });
      expect(me.json().email).toBe("grace@example.com");
    } finally {
      await other.close();
    }
  });
});
