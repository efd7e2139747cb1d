import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { BOT_DEFAULTS } from "@shared/auth";
import { createTestApp, sessionCookie, signUpUser, type TestApp } from "@tests/server/app";
import { users, sessions } from "../../db/schema";

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => t.close());

const signup = (payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: "POST", url: "/api/auth/signup", payload: payload as object, headers });
const login = (payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: "POST", url: "/api/auth/login", payload: payload as object, headers });
const me = (cookie?: string) =>
  t.app.inject({ method: "GET", url: "/api/auth/user", headers: cookie ? { cookie } : {} });
const userCount = async () => (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(users))[0]!.n;

const valid = { firstName: "Grace", lastName: "Hopper", email: "Grace@Example.com", password: "secret1" };

describe("signup", () => {
  it("creates the account with the bot defaults and the Free plan, and signs in", async () => {
    const response = await signup(valid);
    expect(response.statusCode).toBe(201);
    const { user } = response.json();
    expect(user).toMatchObject({ email: "Grace@Example.com", firstName: "Grace", lastName: "Hopper", plan: "free", ...BOT_DEFAULTS });
    expect(user).not.toHaveProperty("passwordHash");

    const cookie = response.cookies.find((c) => c.name === "rapport_session")!;
    expect(cookie.httpOnly).toBe(true);
    expect(cookie.sameSite).toBe("Lax");
    expect(cookie.secure).toBeFalsy();
    expect((await me(sessionCookie(response))).json()).toMatchObject({ email: "Grace@Example.com" });
  });

  it("stores an argon2id hash, never the password", async () => {
    await signup(valid);
    const [row] = await t.database.db.select().from(users);
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row!.passwordHash).not.toContain("secret1");
  });

  it("marks the cookie Secure when served over HTTPS", async () => {
    const response = await signup(valid, { "x-forwarded-proto": "https" });
    expect(response.statusCode).toBe(201);
    const secured = await createTestApp({ TRUST_PROXY: "true" });
    try {
      const r = await secured.app.inject({
        method: "POST",
        url: "/api/auth/signup",
        payload: { ...valid, email: "x@example.com" },
        headers: { "x-forwarded-proto": "https" },
      });
      expect(r.cookies.find((c) => c.name === "rapport_session")!.secure).toBe(true);
    } finally {
      await secured.close();
    }
  });

  it("refuses a taken e-mail in any letter case with a message containing 'already exists'", async () => {
    await signup(valid);
    const again = await signup({ ...valid, email: "GRACE@example.COM" });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toContain("already exists");
    expect(await userCount()).toBe(1);
  });

  it("lets only one of two simultaneous sign-ups with the same e-mail through", async () => {
    const [a, b] = await Promise.all([signup(valid), signup({ ...valid, email: "grace@example.com" })]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409]);
    expect(await userCount()).toBe(1);
  });

  it.each([
    [{ ...valid, firstName: "" }, "First name is required"],
    [{ ...valid, firstName: "   " }, "First name is required"],
    [{ ...valid, lastName: "" }, "Last name is required"],
    [{ ...valid, email: "not-an-email" }, "Invalid email address"],
    [{ ...valid, password: "12345" }, "Password must be at least 6 characters"],
    [{ ...valid, firstName: 42 }, "First name is required"],
    [{ ...valid, password: ["a"] }, "Password must be at least 6 characters"],
    [{ ...valid, firstName: "x".repeat(101) }, "First name must be at most 100 characters"],
    [{ ...valid, email: `${"a".repeat(250)}@example.com` }, "Email must be at most 254 characters"],
    [{ ...valid, password: "p".repeat(201) }, "Password must be at most 200 characters"],
    [{ ...valid, isAdmin: true }, "Unknown field: isAdmin"],
    [{ lastName: "x", email: "a@b.co", password: "secret1" }, "First name is required"],
  ])("refuses %j with 400 '%s' and writes nothing", async (payload, message) => {
    const response = await signup(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: "BAD_REQUEST", message });
    expect(await userCount()).toBe(0);
  });

  it("answers malformed JSON, a non-object body and a wrong content type with 4xx, never 500", async () => {
    const bad = await t.app.inject({
      method: "POST",
      url: "/api/auth/signup",
      payload: "{not json",
      headers: { "content-type": "application/json" },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe("Malformed JSON body");

    const array = await t.app.inject({ method: "POST", url: "/api/auth/signup", payload: [1, 2] as unknown as object });
    expect(array.statusCode).toBe(400);
    expect(array.json().message).toBe("Request body must be a JSON object");

    const text = await t.app.inject({
      method: "POST",
      url: "/api/auth/signup",
      payload: "hello",
      headers: { "content-type": "text/plain" },
    });
    expect(text.statusCode).toBe(400);
    expect(text.json().message).toBe("Request body must be a JSON object");

    const huge = await t.app.inject({
      method: "POST",
      url: "/api/auth/signup",
      payload: JSON.stringify({ ...valid, firstName: "x".repeat(2 * 1024 * 1024) }),
      headers: { "content-type": "application/json" },
    });
    expect(huge.statusCode).toBe(413);
    expect(await userCount()).toBe(0);
  });
});

describe("login", () => {
  it("signs in with any letter case of the e-mail and issues a new session id each time", async () => {
    await signup(valid);
    const first = await login({ email: "grace@example.com", password: "secret1" });
    expect(first.statusCode).toBe(200);
    expect(first.json().user.email).toBe("Grace@Example.com");
    const second = await login({ email: "GRACE@EXAMPLE.COM", password: "secret1" }, { cookie: sessionCookie(first) });
    expect(sessionCookie(second)).not.toBe(sessionCookie(first));
    // The session the caller came with is replaced, not kept alongside.
    expect((await me(sessionCookie(first))).statusCode).toBe(401);
    expect((await me(sessionCookie(second))).statusCode).toBe(200);
  });

  it("answers the same 'Invalid' message for a wrong password and an unknown e-mail", async () => {
    await signup(valid);
    const wrong = await login({ email: valid.email, password: "nope-nope" });
    const unknown = await login({ email: "nobody@example.com", password: "secret1" });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json().message).toContain("Invalid");
    expect(wrong.cookies).toHaveLength(0);
  });

  it.each([
    [{ email: "bad", password: "x" }, "Invalid email address"],
    [{ email: "a@b.co", password: "" }, "Password is required"],
    [{ email: "a@b.co" }, "Password is required"],
  ])("validates %j with '%s'", async (payload, message) => {
    const response = await login(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });
});

describe("logout and the current user", () => {
  it("answers 401 without a session, and with a forged or expired one", async () => {
    expect((await me()).statusCode).toBe(401);
    expect((await me("rapport_session=forged")).statusCode).toBe(401);
    const { cookie } = await signUpUser(t.app);
    await t.database.db.update(sessions).set({ expiresAt: new Date(Date.now() - 1000) });
    expect((await me(cookie)).statusCode).toBe(401);
  });

  it("deletes the session on the server at logout", async () => {
    const { cookie } = await signUpUser(t.app);
    const out = await t.app.inject({ method: "POST", url: "/api/auth/logout", headers: { cookie } });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ success: true });
    expect((await me(cookie)).statusCode).toBe(401);
    expect(await t.database.db.select().from(sessions)).toHaveLength(0);
  });
});

describe("rate limits", () => {
  it("refuses sign-in attempts past the per-e-mail limit with 429 and a clear message", async () => {
    const limited = await createTestApp({ AUTH_RATE_LIMIT_PER_EMAIL: "3" });
    try {
      const attempt = () =>
        limited.app.inject({ method: "POST", url: "/api/auth/login", payload: { email: "v@example.com", password: "guess" } });
      for (let i = 0; i < 3; i++) expect((await attempt()).statusCode).toBe(401);
      const blocked = await attempt();
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json().message).toMatch(/^Too many attempts\. Please wait \d+ minutes? and try again\.$/);
      expect(Number(blocked.headers["retry-after"])).toBeGreaterThan(0);
      // Another e-mail from the same address is still allowed.
      const other = await limited.app.inject({
        method: "POST",
        url: "/api/auth/login",
        payload: { email: "w@example.com", password: "guess" },
      });
      expect(other.statusCode).toBe(401);
    } finally {
      await limited.close();
    }
  });

  it("refuses past the per-IP limit across e-mails, for sign-up too", async () => {
    const limited = await createTestApp({ AUTH_RATE_LIMIT_PER_IP: "2" });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 3; i++) {
        const r = await limited.app.inject({
          method: "POST",
          url: "/api/auth/signup",
          payload: { ...valid, email: `n${i}@example.com` },
        });
        codes.push(r.statusCode);
      }
      expect(codes).toEqual([201, 201, 429]);
    } finally {
      await limited.close();
    }
  });
});

describe("cross-site requests", () => {
  it("refuses a state-changing request from another Origin before it runs", async () => {
    const response = await signup(valid, { origin: "https://evil.example" });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe("Cross-site request refused");
    expect(await userCount()).toBe(0);
    const fetchSite = await signup(valid, { "sec-fetch-site": "cross-site" });
    expect(fetchSite.statusCode).toBe(403);
  });

  it("accepts the same origin", async () => {
    const response = await signup(valid, { origin: "http://localhost:80" , host: "localhost:80" });
    expect(response.statusCode).toBe(201);
  });
});

describe("external sign-in before it is configured", () => {
  it.each(["google", "microsoft"])("sends /api/auth/%s back with error=oauth_config", async (provider) => {
    const response = await t.app.inject({ method: "GET", url: `/api/auth/${provider}` });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe(`/?error=oauth_config&setup=${provider}`);
  });
});
