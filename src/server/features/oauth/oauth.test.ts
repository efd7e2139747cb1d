import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createHash } from "node:crypto";
import { oauthAccounts, oauthStates, users } from "../../db/schema";
import { createTestApp, sessionCookie, signUpUser } from "@tests/server/app";
import { CLIENT, oauthHarness, signInWith, type OAuthHarness } from "@tests/server/helpers/oauth";

let h: OAuthHarness;
beforeEach(async () => {
  h = await oauthHarness();
});
afterEach(async () => h.close());

const grace = {
  sub: "google-123",
  email: "grace@example.com",
  email_verified: true,
  given_name: "Grace",
  family_name: "Hopper",
  picture: "https://lh3.googleusercontent.com/grace.png",
};
const me = (cookie: string) => h.t.app.inject({ method: "GET", url: "/api/auth/user", headers: { cookie } });
const allUsers = () => h.t.database.db.select().from(users);

describe("starting sign-in", () => {
  it("redirects to the provider with state and an S256 PKCE challenge kept in the database", async () => {
    const start = await h.t.app.inject({ method: "GET", url: "/api/auth/google" });
    expect(start.statusCode).toBe(302);
    const url = new URL(String(start.headers.location));
    expect(`${url.origin}${url.pathname}`).toBe(`${h.google.url}/o/oauth2/v2/auth`);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: CLIENT.id,
      redirect_uri: "http://localhost:80/api/auth/google/callback",
      response_type: "code",
      scope: "openid email profile",
      code_challenge_method: "S256",
    });
    const [row] = await h.t.database.db.select().from(oauthStates);
    expect(row!.state).toBe(url.searchParams.get("state"));
    expect(url.searchParams.get("code_challenge")).toBe(createHash("sha256").update(row!.codeVerifier).digest("base64url"));
    expect(row!.expiresAt.getTime() - Date.now()).toBeGreaterThan(9 * 60_000);
    const cookie = start.cookies.find((c) => c.name === "rapport_oauth_state")!;
    expect(cookie).toMatchObject({ value: row!.state, httpOnly: true, sameSite: "Lax", path: "/api/auth" });
  });

  it("uses Microsoft's tenant endpoints and Graph scope", async () => {
    const start = await h.t.app.inject({ method: "GET", url: "/api/auth/microsoft" });
    const url = new URL(String(start.headers.location));
    expect(url.pathname).toBe("/common/oauth2/v2.0/authorize");
    expect(url.searchParams.get("scope")).toBe("openid email profile User.Read");
    expect(url.searchParams.get("response_mode")).toBe("query");
  });

  it.each(["google", "microsoft"])("sends /api/auth/%s back with error=oauth_config and setup=<provider> when it is not configured", async (provider) => {
    const bare = await createTestApp();
    try {
      const start = await bare.app.inject({ method: "GET", url: `/api/auth/${provider}` });
      expect(start.statusCode).toBe(302);
      // SPEC §8's oauth_config toast, plus which provider is not set up so the toast can say it in plain words.
      expect(start.headers.location).toBe(`/?error=oauth_config&setup=${provider}`);
      const callback = await bare.app.inject({ method: "GET", url: `/api/auth/${provider}/callback?code=x&state=y` });
      expect(callback.headers.location).toBe(`/?error=oauth_config&setup=${provider}`);
    } finally {
      await bare.close();
    }
  });
});

describe("Google sign-in", () => {
  it("creates an account for a new person, signs them in and sends the browser to /", async () => {
    h.google.nextPerson(grace);
    const done = await signInWith(h.t, "google");

    expect(done.statusCode).toBe(302);
    expect(done.headers.location).toBe("/");
    const user = (await me(sessionCookie(done))).json();
    expect(user).toMatchObject({ email: "grace@example.com", firstName: "Grace", lastName: "Hopper", plan: "free" });
    expect(user.profileImageUrl).toBe(grace.picture);
    const [row] = await allUsers();
    expect(row!.passwordHash).toBeNull();
    expect(await h.t.database.db.select().from(oauthAccounts)).toEqual([
      expect.objectContaining({ provider: "google", providerUserId: "google-123", userId: row!.id }),
    ]);
    // The state was used up, and the code went back with the verifier and our client's credentials.
    expect(await h.t.database.db.select().from(oauthStates)).toHaveLength(0);
    expect(h.google.tokenRequests[0]!.get("grant_type")).toBe("authorization_code");
    expect(done.cookies.find((c) => c.name === "rapport_oauth_state")?.value).toBe("");
  });

  it("signs a returning person in to the same account, even after their e-mail changed at Google", async () => {
    h.google.nextPerson(grace);
    const first = (await me(sessionCookie(await signInWith(h.t, "google")))).json();
    h.google.nextPerson({ ...grace, email: "grace@navy.mil" });
    const again = (await me(sessionCookie(await signInWith(h.t, "google")))).json();
    expect(again.id).toBe(first.id);
    expect(await allUsers()).toHaveLength(1);
  });

  it("links to an existing password account with the same verified e-mail, in any letter case", async () => {
    const existing = await signUpUser(h.t.app, { email: "Grace@Example.com" });
    h.google.nextPerson(grace);
    const done = await signInWith(h.t, "google");
    expect(done.headers.location).toBe("/");
    expect((await me(sessionCookie(done))).json().id).toBe(existing.userId);
    expect(await allUsers()).toHaveLength(1);
    // The password was never proven to be the address owner's, so Google's proof ends it (issue 13 item 1).
    const login = await h.t.app.inject({ method: "POST", url: "/api/auth/login", payload: { email: existing.email, password: existing.password } });
    expect(login.statusCode).toBe(401);
  });

  it("refuses to link an unverified e-mail to an existing account: account_exists", async () => {
    await signUpUser(h.t.app, { email: "grace@example.com" });
    h.google.nextPerson({ ...grace, email_verified: false });
    const done = await signInWith(h.t, "google");
    expect(done.headers.location).toBe("/?error=account_exists");
    expect(done.cookies.find((c) => c.name === "rapport_session")).toBeUndefined();
    expect(await h.t.database.db.select().from(oauthAccounts)).toHaveLength(0);
  });

  it("replaces the session the browser came with", async () => {
    const other = await signUpUser(h.t.app);
    h.google.nextPerson(grace);
    const done = await signInWith(h.t, "google", { cookie: other.cookie });
    expect((await me(other.cookie)).statusCode).toBe(401);
    expect((await me(sessionCookie(done))).json().email).toBe("grace@example.com");
  });
});

describe("Microsoft sign-in", () => {
  const person = { sub: "ms-1", email: "alan@contoso.com", given_name: "Alan", family_name: "Turing" };

  it("creates an account from the userinfo claims", async () => {
    h.microsoft.nextPerson(person, { tid: "contoso-tenant" });
    const done = await signInWith(h.t, "microsoft");
    expect(done.headers.location).toBe("/");
    expect((await me(sessionCookie(done))).json()).toMatchObject({ email: "alan@contoso.com", firstName: "Alan", lastName: "Turing" });
  });

  it.each([
    ["a personal account", { tid: "9188040d-6c67-4c5b-b112-36a304b66dad" }, "/"],
    ["a work account whose domain Entra verified", { tid: "contoso", xms_edov: true }, "/"],
    ["a work account with an unverified e-mail", { tid: "contoso" }, "/?error=account_exists"],
  ])("with %s, links to an existing account only when verified", async (_label, claims, location) => {
    const existing = await signUpUser(h.t.app, { email: "alan@contoso.com" });
    h.microsoft.nextPerson(person, claims);
    const done = await signInWith(h.t, "microsoft");
    expect(done.headers.location).toBe(location);
    if (location === "/") expect((await me(sessionCookie(done))).json().id).toBe(existing.userId);
    expect(await allUsers()).toHaveLength(1);
  });

  it("splits the display name when given and family names are missing", async () => {
    h.microsoft.nextPerson({ sub: "ms-2", email: "ada@contoso.com", name: "Ada King Lovelace" }, { tid: "x" });
    const done = await signInWith(h.t, "microsoft");
    expect((await me(sessionCookie(done))).json()).toMatchObject({ firstName: "Ada", lastName: "King Lovelace" });
  });
});
