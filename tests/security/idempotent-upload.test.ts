import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { transcripts } from "@server/db/schema";
import { createTestApp, signUpUser, type TestApp } from "../server/app";
import { multipart } from "../server/multipart";

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => t.close());

const CALL = "Rep: Thanks for joining.\nBuyer: Happy to be here.";

describe("Idempotency-Key on POST /api/transcripts (issue 13 item 13)", () => {
  it("a retry with the same key answers the first call and stores it once", async () => {
    const { cookie } = await signUpUser(t.app);
    const headers = { cookie, "idempotency-key": "6f1c1f9e-3c57-4d7e-9a3b-1f1b2d3c4e5f" };
    const first = await t.app.inject({ method: "POST", url: "/api/transcripts", headers, payload: { content: CALL, name: "Acme" } });
    const retry = await t.app.inject({ method: "POST", url: "/api/transcripts", headers, payload: { content: CALL, name: "Acme" } });
    expect(first.statusCode).toBe(201);
    expect(retry.statusCode).toBe(201);
    expect(retry.headers["idempotent-replayed"]).toBe("true");
    expect(retry.json().transcript.id).toBe(first.json().transcript.id);
    expect(await t.database.db.select().from(transcripts)).toHaveLength(1);
  });

  it("works for file uploads, and a retry at the plan limit is answered rather than refused", async () => {
    const { cookie } = await signUpUser(t.app);
    // The Free plan allows 3 recordings a month: the third upload's retry must still be answered.
    for (let i = 0; i < 2; i++) {
      const response = await t.app.inject({ method: "POST", url: "/api/transcripts", headers: { cookie }, payload: { content: `${CALL} ${i}` } });
      expect(response.statusCode).toBe(201);
    }
    const send = () => {
      const { payload, headers } = multipart({ file: { name: "third.txt", content: CALL } });
      return t.app.inject({ method: "POST", url: "/api/transcripts", headers: { ...headers, cookie, "idempotency-key": "third" }, payload });
    };
    const first = await send();
    const retry = await send();
    expect(first.statusCode).toBe(201);
    expect(retry.statusCode).toBe(201);
    expect(retry.json().transcript.id).toBe(first.json().transcript.id);
    expect(await t.database.db.select().from(transcripts)).toHaveLength(3);
  });

  it("the same key with different content is refused with 409", async () => {
    const { cookie } = await signUpUser(t.app);
    const headers = { cookie, "idempotency-key": "k1" };
    expect((await t.app.inject({ method: "POST", url: "/api/transcripts", headers, payload: { content: CALL } })).statusCode).toBe(201);
    const other = await t.app.inject({ method: "POST", url: "/api/transcripts", headers, payload: { content: `${CALL} More.` } });
    expect(other.statusCode).toBe(409);
    expect(other.json().message).toMatch(/different upload/);
    expect(await t.database.db.select().from(transcripts)).toHaveLength(1);
  });

  it("keys are per user, and without a key every upload is a new call", async () => {
    const a = await signUpUser(t.app);
    const b = await signUpUser(t.app);
    for (const cookie of [a.cookie, b.cookie]) {
      const response = await t.app.inject({ method: "POST", url: "/api/transcripts", headers: { cookie, "idempotency-key": "same" }, payload: { content: CALL } });
      expect(response.statusCode).toBe(201);
    }
    for (let i = 0; i < 2; i++) await t.app.inject({ method: "POST", url: "/api/transcripts", headers: { cookie: a.cookie }, payload: { content: CALL } });
    expect(await t.database.db.select().from(transcripts)).toHaveLength(4);
  });

  it("a malformed key is refused with 400 and nothing is stored", async () => {
    const { cookie } = await signUpUser(t.app);
    const response = await t.app.inject({ method: "POST", url: "/api/transcripts", headers: { cookie, "idempotency-key": "x".repeat(201) }, payload: { content: CALL } });
    expect(response.statusCode).toBe(400);
    expect(await t.database.db.select().from(transcripts)).toHaveLength(0);
  });

  it("simultaneous retries store one call", async () => {
    const { cookie } = await signUpUser(t.app);
    const headers = { cookie, "idempotency-key": "burst" };
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => t.app.inject({ method: "POST", url: "/api/transcripts", headers, payload: { content: CALL } })),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201, 201, 201, 201]);
    expect(new Set(answers.map((a) => a.json().transcript.id)).size).toBe(1);
    expect(await t.database.db.select().from(transcripts)).toHaveLength(1);
  });
});
