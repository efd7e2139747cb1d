import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { BOT_DEFAULTS } from "@shared/auth";
import { users } from "../../db/schema";
import { createTestApp, signUpUser, type TestApp } from "@tests/server/app";

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => t.close());

const post = (url: string, payload: unknown, cookie?: string) =>
  t.app.inject({ method: "POST", url, payload: payload as object, headers: cookie ? { cookie } : {} });
const row = async (id: string) => (await t.database.db.select().from(users).where(eq(users.id, id)))[0]!;

const profile = { firstName: "Grace", lastName: "Hopper", company: "Navy", role: "Rear Admiral" };
const bot = { botName: "Grace's Notes", botEntryMessage: "Hello, I take notes for Grace." };

describe("POST /api/profile", () => {
  it("saves names, company and job title, trims them, and answers the updated current user", async () => {
    const { cookie, userId, email } = await signUpUser(t.app);
    const response = await post("/api/profile", { ...profile, company: "  Navy  " }, cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({ ...profile, email, id: userId });
    expect(await row(userId)).toMatchObject({ firstName: "Grace", company: "Navy", jobTitle: "Rear Admiral", email });
    const me = await t.app.inject({ method: "GET", url: "/api/auth/user", headers: { cookie } });
    expect(me.json()).toMatchObject(profile);
  });

  it("clears company and job title when sent blank or null", async () => {
    const { cookie, userId } = await signUpUser(t.app);
    await post("/api/profile", profile, cookie);
    const response = await post("/api/profile", { ...profile, company: "", role: null }, cookie);
    expect(response.json().user).toMatchObject({ company: null, role: null });
    expect(await row(userId)).toMatchObject({ company: null, jobTitle: null });
  });

  it.each([
    [{ ...profile, firstName: "" }, "First name is required"],
    [{ ...profile, lastName: "   " }, "Last name is required"],
    [{ ...profile, firstName: 7 }, "First name is required"],
    [{ ...profile, company: 12 }, "Company must be text"],
    [{ ...profile, role: ["x"] }, "Job title must be text"],
    [{ ...profile, firstName: "x".repeat(101) }, "First name must be at most 100 characters"],
    [{ ...profile, company: "c".repeat(201) }, "Company must be at most 200 characters"],
    [{ ...profile, role: "r".repeat(101) }, "Job title must be at most 100 characters"],
    [{ ...profile, email: "new@example.com" }, "Unknown field: email"],
    [{ ...profile, plan: "unlimited" }, "Unknown field: plan"],
    [{ firstName: "Grace" }, "Last name is required"],
  ])("refuses %j with 400 '%s' and writes nothing", async (payload, message) => {
    const { cookie, userId } = await signUpUser(t.app);
    const before = await row(userId);
    const response = await post("/api/profile", payload, cookie);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: "BAD_REQUEST", message });
    expect(await row(userId)).toEqual(before);
  });

  it("answers 401 without a session", async () => {
    expect((await post("/api/profile", profile)).statusCode).toBe(401);
  });

  it("refuses a cross-site request", async () => {
    const { cookie, userId } = await signUpUser(t.app);
    const response = await t.app.inject({
      method: "POST",
      url: "/api/profile",
      payload: profile,
      headers: { cookie, origin: "https://evil.example" },
    });
    expect(response.statusCode).toBe(403);
    expect((await row(userId)).firstName).toBe("Ada");
  });
});

describe("POST /api/bot-config", () => {
  it("saves the bot's name and entry message and answers the updated current user", async () => {
    const { cookie, userId } = await signUpUser(t.app);
    expect((await row(userId)).botName).toBe(BOT_DEFAULTS.botName);
    const response = await post("/api/bot-config", bot, cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject(bot);
    expect(await row(userId)).toMatchObject(bot);
  });

  it.each([
    [{ ...bot, botName: "" }, "Bot name is required"],
    [{ ...bot, botEntryMessage: "  " }, "Entry message is required"],
    [{ ...bot, botName: null }, "Bot name is required"],
    [{ ...bot, botName: "b".repeat(101) }, "Bot name must be at most 100 characters"],
    [{ ...bot, botEntryMessage: "m".repeat(501) }, "Entry message must be at most 500 characters"],
    [{ ...bot, avatar: "x.png" }, "Unknown field: avatar"],
    [[bot], "Request body must be a JSON object"],
  ])("refuses %j with 400 '%s' and writes nothing", async (payload, message) => {
    const { cookie, userId } = await signUpUser(t.app);
    const response = await post("/api/bot-config", payload, cookie);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    expect(await row(userId)).toMatchObject(BOT_DEFAULTS);
  });

  it("answers 401 without a session", async () => {
    expect((await post("/api/bot-config", bot)).statusCode).toBe(401);
  });
});
