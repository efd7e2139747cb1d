import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { registerErrorHandler } from "./error-handler";
import { readFromJson, registerZodCompilers, type ZodTypeProvider } from "./route-schemas";

const body = z.object({ name: z.string().min(1, "Name is required"), count: z.number().int().optional() }).strict();
const answer = z.object({ name: z.string(), at: z.string() });

describe("route schemas", () => {
  let app: FastifyInstance;
  const logged: string[] = [];

  beforeAll(async () => {
    app = Fastify({ logger: { level: "error", stream: { write: (line: string) => logged.push(line) } } });
    registerZodCompilers(app);
    registerErrorHandler(app);
    const api = app.withTypeProvider<ZodTypeProvider>();
    api.post("/echo/:id", { schema: { params: z.object({ id: z.string().max(3, "Id is too long") }), body, response: { 200: answer } } }, async (request) => ({
      name: `${request.params.id}:${request.body.name}`,
      // A Date is checked as the client reads it: the ISO string JSON makes of it.
      at: new Date(0) as unknown as string,
      extra: "kept",
    }));
    api.get("/wrong", { schema: { querystring: z.object({ n: z.coerce.number().default(1) }), response: { 200: answer } } }, async (request) =>
      // Deliberately outside the schema: the type provider cannot see through the cast, the serializer must.
      ({ name: request.query.n }) as unknown as z.input<typeof answer>,
    );
    // Answers read from JSON text (a page the database built): checked as parsed, sent as is.
    api.get("/from-json", { schema: { querystring: z.object({ text: z.string() }), response: { 200: z.array(answer) } } }, async (request) =>
      readFromJson(JSON.parse(request.query.text) as z.input<typeof answer>[]),
    );
    await app.ready();
  });
  afterAll(async () => app.close());

  it("parses params and body with the declared schemas", async () => {
    const res = await app.inject({ method: "POST", url: "/echo/abc", payload: { name: "Dana" } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ name: "abc:Dana", at: "1970-01-01T00:00:00.000Z", extra: "kept" });
  });

  it("answers the first issue's message in the one error shape", async () => {
    const cases: [string, unknown, string][] = [
      ["/echo/abc", { name: "" }, "Name is required"],
      ["/echo/abc", { name: "x", admin: true }, "Unknown field: admin"],
      ["/echo/abc", [1], "Request body must be a JSON object"],
      ["/echo/abcd", { name: "x" }, "Id is too long"],
    ];
    for (const [url, payload, message] of cases) {
      const res = await app.inject({ method: "POST", url, payload: payload as object });
      expect(res.statusCode, url).toBe(400);
      expect(res.json()).toEqual({ code: "BAD_REQUEST", message });
    }
  });

  it("treats a missing body as an empty object", async () => {
    const res = await app.inject({ method: "POST", url: "/echo/abc" });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: "BAD_REQUEST", message: expect.stringMatching(/expected string/i) });
  });

  it("refuses to send an answer outside its schema, and logs why", async () => {
    const res = await app.inject({ method: "GET", url: "/wrong?n=2" });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ code: "INTERNAL", message: "Something went wrong on our side. Please try again." });
    expect(logged.join("")).toContain("GET /wrong answered 200 outside its schema");
  });

  it("checks an answer read from JSON text as it was parsed, and still refuses one outside its schema", async () => {
    const rows = [{ name: "a", at: "1970-01-01T00:00:00.000Z", extra: 1 }];
    const ok = await app.inject({ method: "GET", url: `/from-json?text=${encodeURIComponent(JSON.stringify(rows))}` });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual(rows);
    const wrong = await app.inject({ method: "GET", url: `/from-json?text=${encodeURIComponent(JSON.stringify([{ name: "a" }]))}` });
    expect(wrong.statusCode).toBe(500);
    expect(logged.join("")).toContain("GET /from-json answered 200 outside its schema");
  });
});
