import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, signUpUser, type TestApp } from "@tests/server/app";
import { multipart } from "@tests/server/multipart";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

/** Fastify's own route table (printRoutes), read independently of the collector that builds the document. */
function routeTable(printed: string): { method: string; url: string }[] {
  const stack: string[] = [];
  const routes: { method: string; url: string }[] = [];
  for (const line of printed.split("\n")) {
    const match = /^([│ ]*)[├└]── (\S+)(?: \(([^)]+)\))?/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    stack.length = depth;
    stack.push(match[2]!);
    const url = stack.join("");
    if (!match[3] || url.includes("*") || url === "/healthz" || url === "/readyz") continue;
    for (const method of match[3].split(", ")) if (method !== "HEAD") routes.push({ method, url });
  }
  return routes;
}

type Operation = {
  summary: string;
  security: unknown[];
  responses: Record<string, { content?: Record<string, { schema: unknown }> }>;
  requestBody?: unknown;
  parameters?: { name: string; in: string; schema: unknown }[];
};
type Document = {
  openapi: string;
  info: { title: string; version: string };
  paths: Record<string, Record<string, Operation>>;
  components: Record<string, Record<string, unknown>>;
};

function resolve(document: Document, ref: string): unknown {
  if (!ref.startsWith("#/")) return undefined;
  return ref
    .slice(2)
    .split("/")
    .reduce<unknown>((node, key) => (node && typeof node === "object" ? (node as Record<string, unknown>)[key] : undefined), document);
}

function refsIn(node: unknown, found: string[] = []): string[] {
  if (Array.isArray(node)) node.forEach((item) => refsIn(item, found));
  else if (node && typeof node === "object") {
    for (const [key, value] of Object.entries(node)) {
      if (key === "$ref" && typeof value === "string") found.push(value);
      else refsIn(value, found);
    }
  }
  return found;
}

describe("GET /api/openapi.json", () => {
  it("is public OpenAPI 3.1 whose every $ref resolves", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/openapi.json" });
    expect(response.statusCode).toBe(200);
    const document = response.json<Document>();
    expect(document.openapi).toMatch(/^3\.1\.\d+$/);
    expect(document.info.title).toBe("Rapport API");
    expect(Object.keys(document.paths).length).toBeGreaterThan(30);
    for (const operations of Object.values(document.paths)) {
      for (const [method, op] of Object.entries(operations)) {
        expect(["get", "put", "post", "delete", "patch"]).toContain(method);
        expect(Object.keys(op.responses).length).toBeGreaterThan(0);
      }
    }
    const refs = refsIn(document);
    expect(refs.length).toBeGreaterThan(0);
    for (const ref of refs) expect(resolve(document, ref), ref).toBeDefined();
  });

  it("lists every route in Fastify's table, with its session requirement and the schemas it declares", async () => {
    const document = (await t.app.inject({ method: "GET", url: "/api/openapi.json" })).json<Document>();
    const table = routeTable(t.app.printRoutes({ commonPrefix: false }));
    expect(table.length).toBeGreaterThan(30);
    for (const { method, url } of table) {
      const path = url.replace(/:([A-Za-z0-9_]+)/g, "{$1}");
      const operation = document.paths[path]?.[method.toLowerCase()];
      expect(operation, `${method} ${url}`).toBeDefined();
      // A new route must say what it does: `schema.summary` where it is registered.
      expect(operation!.summary, `${method} ${url} has no schema.summary`).not.toBe(`${method} ${url}`);
    }
    expect(document.paths["/api/transcripts"]!.get!.security).toEqual([{ session: [] }]);
    expect(document.paths["/api/auth/login"]!.post!.security).toEqual([]);
    const login = JSON.stringify(document.paths["/api/auth/login"]!.post!.requestBody);
    expect(login).toContain('"password"');
    expect(document.paths["/api/transcripts/{id}"]!.get!.parameters).toEqual([
      { name: "id", in: "path", required: true, schema: { type: "string", minLength: 1, maxLength: 100 } },
    ]);
    expect(JSON.stringify(document.paths["/api/performance"]!.get!.parameters)).toContain('"in":"query"');
    expect(Object.keys(document.paths["/api/auth/signup"]!.post!.responses)).toEqual(["201", "default"]);
    expect(Object.keys(document.paths["/api/auth/google"]!.get!.responses)).toEqual(["302", "default"]);
  });
});

describe("the documented answers", () => {
  // Every declared answer is checked against its schema before it is sent (http/route-schemas.ts), so an
  // answer outside its documented schema is a 500 here, never a 200 the client misreads.
  it("are what the API really answers, for every read a new user can make", async () => {
    const document = (await t.app.inject({ method: "GET", url: "/api/openapi.json" })).json<Document>();
    const { cookie } = await signUpUser(t.app);
    const upload = multipart({ file: { name: "call.txt", content: "Dana: Hello there.\nSam: Hi, thanks for the time." } });
    const created = await t.app.inject({ method: "POST", url: "/api/transcripts", headers: { ...upload.headers, cookie }, payload: upload.payload });
    expect(created.statusCode).toBe(201);
    expect(document.paths["/api/transcripts"]!.post!.responses["201"]!.content).toBeDefined();
    const id = created.json<{ transcript: { id: string } }>().transcript.id;

    const checked: string[] = [];
    for (const [path, operations] of Object.entries(document.paths)) {
      const documented = operations.get?.responses["200"]?.content?.["application/json"];
      if (!documented || path.includes("{provider}") || path.startsWith("/api/meetings/")) continue;
      if (path.startsWith("/api/analyses/")) continue; // no analysis exists until a worker runs
      const response = await t.app.inject({ method: "GET", url: path.replace("{id}", id), headers: { cookie } });
      expect(response.statusCode, `GET ${path}: ${response.body}`).not.toBe(500);
      if (response.statusCode === 200) checked.push(`GET ${path}`); // else e.g. a calendar or Stripe read "not configured"
    }
    expect(checked).toEqual(
      expect.arrayContaining(["GET /api/auth/user", "GET /api/transcripts", "GET /api/transcripts/{id}", "GET /api/transcripts/{id}/speakers", "GET /api/usage/stats", "GET /api/stats"]),
    );
  });
});

describe("GET /api/docs", () => {
  it("renders the operations as a page without any script", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/docs" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toContain("text/html");
    expect(response.body).toContain("/api/transcripts/{id}");
    expect(response.body).not.toContain("<script");
  });
});
