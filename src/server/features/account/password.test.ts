import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { sessions, users } from "../../db/schema";
import { createTestApp, sessionCookie, signUpUser, type TestApp } from "@tests/server/app";

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => t.close());

const change = (cookie: string | undefined, payload: unknown) =>
  t.app.inject({ method: "POST", url: "/api/auth/password", payload: payload as object, headers: cookie ? { cookie } : {} });
const login = (email: string, password: string) =>
  t.app.inject({ method: "POST", url: "/api/auth/login", payload: { email, password } });
const me = (cookie: string) => t.app.inject({ method: "GET", url: "/api/auth/user", headers: { cookie } });
const hashOf = async (id: string) => (await t.database.db.select().from(users).where(eq(users.id, id)))[0]!.passwordHash;

describe("POST /api/auth/password", () => {
  it("changes the password, ends the user's other sessions and keeps the current one", async () => {
    const user = await signUpUser(t.app);
    const laptop = sessionCookie(await login(user.email, user.password));
    const stranger = await signUpUser(t.app);

    const response = await change(user.cookie, {
      currentPassword: user.password,
      newPassword: "brand new secret",
      confirmPassword: "brand new secret",
    });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });
    expect((await me(user.cookie)).statusCode).toBe(200);
    expect((await me(laptop)).statusCode).toBe(401);
    // Another user's sessions are not touched.
    expect((await me(stranger.cookie)).statusCode).toBe(200);
    expect((await login(user.email, user.password)).statusCode).toBe(401);
    expect((await login(user.email, "brand new secret")).statusCode).toBe(200);
  });

  it("refuses a wrong current password and changes nothing", async () => {
    const user = await signUpUser(t.app);
    const laptop = sessionCookie(await login(user.email, user.password));
    const before = await hashOf(user.userId);
    const response = await change(user.cookie, {
      currentPassword: "not my password",
      newPassword: "brand new secret",
      confirmPassword: "brand new secret",
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: "BAD_REQUEST", message: "Current password is incorrect" });
    expect(await hashOf(user.userId)).toBe(before);
    expect((await me(laptop)).statusCode).toBe(200);
  });

  it.each([
    [{ newPassword: "12345", confirmPassword: "12345" }, "Password must be at least 6 characters"],
    [{ newPassword: "p".repeat(201), confirmPassword: "p".repeat(201) }, "Password must be at most 200 characters"],
    [{ newPassword: "long enough", confirmPassword: "long enougH" }, "Passwords do not match"],
    [{ currentPassword: "", newPassword: "long enough", confirmPassword: "long enough" }, "Current password is required"],
    [{ newPassword: "long enough", confirmPassword: "long enough", logoutOthers: false }, "Unknown field: logoutOthers"],
  ])("refuses %j with 400 '%s'", async (fields, message) => {
    const user = await signUpUser(t.app);
    const before = await hashOf(user.userId);
    const response = await change(user.cookie, { currentPassword: user.password, ...fields });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    expect(await hashOf(user.userId)).toBe(before);
  });

  it("says plainly that an account without a password has none to change", async () => {
    const user = await signUpUser(t.app);
    await t.database.db.update(users).set({ passwordHash: null }).where(eq(users.id, user.userId));
    const response = await change(user.cookie, { currentPassword: "x", newPassword: "long enough", confirmPassword: "long enough" });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe("This account signs in with Google or Microsoft and has no password to change.");
  });

  it("limits guesses at the current password", async () => {
    const limited = await createTestApp({ AUTH_RATE_LIMIT_PER_EMAIL: "2" });
    try {
      const user = await signUpUser(limited.app);
      const attempt = () =>
        limited.app.inject({
          method: "POST",
          url: "/api/auth/password",
          payload: { currentPassword: "guess", newPassword: "long enough", confirmPassword: "long enough" },
          headers: { cookie: user.cookie },
        });
      expect((await attempt()).statusCode).toBe(400);
      expect((await attempt()).statusCode).toBe(400);
      expect((await attempt()).statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });

  it("answers 401 without a session", async () => {
    const response = await change(undefined, { currentPassword: "a", newPassword: "long enough", confirmPassword: "long enough" });
    expect(response.statusCode).toBe(401);
    expect(await t.database.db.select().from(sessions)).toHaveLength(0);
  });
});
