import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTestApp, signUpUser, type TestApp } from "../server/app";

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_PER_EMAIL: "10" });
});
afterEach(async () => t.close());

const login = (email: string, password: string, remoteAddress: string) =>
  t.app.inject({ method: "POST", url: "/api/auth/login", remoteAddress, payload: { email, password } });

describe("login limits cannot lock the owner out (issue 13 item 10)", () => {
  it("ten wrong passwords from one IP block that IP, not the owner's correct password from theirs", async () => {
    const { email, password } = await signUpUser(t.app);
    for (let i = 0; i < 10; i++) expect((await login(email, `wrong ${i}`, "203.0.113.7")).statusCode).toBe(401);
    // The guesser is stopped, even with the right password.
    expect((await login(email, "wrong again", "203.0.113.7")).statusCode).toBe(429);
    expect((await login(email, password, "203.0.113.7")).statusCode).toBe(429);
    // The owner, from an address that never failed, signs in.
    expect((await login(email, password, "198.51.100.20")).statusCode).toBe(200);
  });

  it("while an address is under attack, a fresh IP gets one guess, then is refused", async () => {
    const { email } = await signUpUser(t.app);
    for (let i = 0; i < 10; i++) await login(email, `wrong ${i}`, "203.0.113.7");
    expect((await login(email, "guess", "203.0.113.8")).statusCode).toBe(401);
    expect((await login(email, "guess 2", "203.0.113.8")).statusCode).toBe(429);
  });

  it("spreading ten failures over IPs still stops the guessers", async () => {
    const { email } = await signUpUser(t.app);
    for (let i = 0; i < 10; i++) expect((await login(email, `wrong ${i}`, `203.0.113.${10 + (i % 2)}`)).statusCode).toBe(401);
    expect((await login(email, "wrong", "203.0.113.10")).statusCode).toBe(429);
    expect((await login(email, "wrong", "203.0.113.11")).statusCode).toBe(429);
  });
});
