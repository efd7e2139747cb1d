import Fastify from "fastify";
import helmet from "@fastify/helmet";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, signUpUser, type TestApp } from "@tests/server/app";
import { SECURITY_HEADER_OPTIONS } from "./security-headers";

const CSP =
  "default-src 'self';base-uri 'self';font-src 'self' https: data:;form-action 'self';frame-ancestors 'self';img-src 'self' data: https:;" +
  "object-src 'none';script-src 'self';script-src-attr 'none';style-src 'self' 'unsafe-inline';media-src 'self' blob:;connect-src 'self'";

/** What @fastify/helmet itself sets on an answer with the app's options (its per-request hook). */
async function pluginHeaders(): Promise<Record<string, unknown>> {
  const reference = Fastify();
  await reference.register(helmet, SECURITY_HEADER_OPTIONS);
  reference.get("/", async () => ({ ok: true }));
  const response = await reference.inject({ url: "/" });
  await reference.close();
  const { date: _date, "content-type": _type, "content-length": _length, connection: _connection, ...headers } = response.headers;
  return headers;
}

describe("security headers", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it("are the ones @fastify/helmet sets, on answers, errors and 304s alike", async () => {
    const expected = await pluginHeaders();
    expect(expected["content-security-policy"]).toBe(CSP);
    expect(expected).not.toHaveProperty("strict-transport-security");
    expect(expected).toMatchObject({ "x-frame-options": "SAMEORIGIN", "x-content-type-options": "nosniff", "referrer-policy": "no-referrer" });

    const { cookie } = await signUpUser(t.app);
    const list = await t.app.inject({ url: "/api/transcripts", headers: { cookie } });
    const answers = [
      await t.app.inject({ url: "/healthz" }),
      list,
      await t.app.inject({ url: "/api/transcripts", headers: { cookie, "if-none-match": String(list.headers.etag) } }),
      await t.app.inject({ url: "/api/auth/user" }),
      await t.app.inject({ url: "/api/no-such-route", headers: { cookie } }),
    ];
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 304, 401, 404]);
    for (const answer of answers) expect(answer.headers, `${answer.statusCode}`).toMatchObject(expected);
  });
});
