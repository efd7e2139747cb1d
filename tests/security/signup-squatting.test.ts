import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { oauthAccounts } from "@server/db/schema";
import { sessionCookie, signUpUser } from "../server/app";
import { oauthHarness, signInWith, type OAuthHarness } from "../server/helpers/oauth";

let h: OAuthHarness;
beforeEach(async () => {
  h = await oauthHarness();
});
afterEach(async () => h.close());

const owner = { sub: "google-owner-1", email: "owner@example.com", email_verified: true, given_name: "Olive", family_name: "Owner" };
const me = (cookie: string) => h.t.app.inject({ url: "/api/auth/user", headers: { cookie } });

describe("signing up first with someone else's address (issue 13 item 1)", () => {
  it("the owner's verified Google sign-in ends the squatter's password and sessions", async () => {
    const squatter = await signUpUser(h.t.app, { email: "owner@example.com", password: "squatter pass" });
    expect((await me(squatter.cookie)).statusCode).toBe(200);

    h.google.nextPerson(owner);
    const ownerSession = sessionCookie(await signInWith(h.t, "google"));
    expect((await me(ownerSession)).json().email).toBe("owner@example.com");

    expect((await me(squatter.cookie)).statusCode).toBe(401);
    const login = await h.t.app.inject({ method: "POST", url: "/api/auth/login", payload: { email: "owner@example.com", password: "squatter pass" } });
    expect(login.statusCode).toBe(401);
  });

  it("an address already proven by a provider keeps its other sign-ins when a second provider links", async () => {
    h.google.nextPerson(owner);
    const first = sessionCookie(await signInWith(h.t, "google"));
    h.microsoft.nextPerson({ sub: "ms-owner", email: "owner@example.com", given_name: "Olive", family_name: "Owner" }, { tid: "9188040d-6c67-4c5b-b112-36a304b66dad" });
    await signInWith(h.t, "microsoft");
    expect((await me(first)).statusCode).toBe(200);
    expect(await h.t.database.db.select().from(oauthAccounts)).toHaveLength(2);
  });
});
