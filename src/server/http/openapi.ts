import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { errorBodySchema } from "@shared/errors";
import { OPERATIONS, type OperationDoc } from "./openapi-operations";

export interface RegisteredRoute {
  method: string;
  url: string;
  public: boolean;
}

/** Not part of the API: the process probes and the single-page app's file server. */
const UNDOCUMENTED = new Set(["/healthz", "/readyz", "/*"]);

/** Every route as Fastify registers it; install before the routes so none is missed. */
export function collectRoutes(app: FastifyInstance): RegisteredRoute[] {
  const routes: RegisteredRoute[] = [];
  app.addHook("onRoute", (route) => {
    const config = route.config as { public?: boolean } | undefined;
    for (const method of [route.method].flat()) {
      // Fastify adds HEAD beside each GET on its own; the GET documents both.
      if (method === "HEAD" || UNDOCUMENTED.has(route.url)) continue;
      routes.push({ method, url: route.url, public: config?.public === true });
    }
  });
  return routes;
}

type JsonSchema = Record<string, unknown>;

/** `/api/transcripts/:id` → `/api/transcripts/{id}` and the parameters it names. */
function openApiPath(url: string): { path: string; params: string[] } {
  const params: string[] = [];
  const path = url.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    params.push(name);
    return `{${name}}`;
  });
  return { path, params };
}

function schemaOf(schema: z.ZodType, io: "input" | "output"): JsonSchema {
  const json = z.toJSONSchema(schema, { io, unrepresentable: "any", target: "draft-2020-12" }) as JsonSchema;
  delete json.$schema;
  return json;
}

function operation(route: RegisteredRoute, doc: OperationDoc | undefined, params: string[]): JsonSchema {
  const jsonContent = (schema: JsonSchema) => ({ "application/json": { schema } });
  const success = doc?.redirect
    ? { "302": { description: "Redirect" } }
    : { "200": { description: "Success", ...(doc?.response ? { content: jsonContent(schemaOf(doc.response, "output")) } : {}) } };
  const body = doc?.body
    ? { requestBody: { required: true, content: jsonContent(schemaOf(doc.body, "input")) } }
    : doc?.multipart
      ? { requestBody: { required: true, content: { "multipart/form-data": { schema: { type: "object", properties: { file: { type: "string", format: "binary" }, content: { type: "string" }, name: { type: "string" } } } } } } }
      : {};
  return {
    operationId: `${route.method.toLowerCase()}${route.url.replace(/[^A-Za-z0-9]+(.)?/g, (_, c: string | undefined) => (c ?? "").toUpperCase())}`,
    summary: doc?.summary ?? `${route.method} ${route.url}`,
    ...(params.length ? { parameters: params.map((name) => ({ name, in: "path", required: true, schema: { type: "string" } })) } : {}),
    ...body,
    security: route.public ? [] : [{ session: [] }],
    responses: { ...success, default: { description: "Error", content: jsonContent({ $ref: "#/components/schemas/Error" }) } },
  };
}

/** OpenAPI 3.1 for every registered route, its contracts taken from the shared zod schemas. */
export function openApiDocument(routes: readonly RegisteredRoute[]): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const route of routes) {
    const { path, params } = openApiPath(route.url);
    paths[path] ??= {};
    paths[path][route.method.toLowerCase()] = operation(route, OPERATIONS[`${route.method} ${route.url}`], params);
  }
  return {
    openapi: "3.1.0",
    info: { title: "Rapport API", version: "1.0.0", description: "JSON over HTTP; a signed-in browser sends its session cookie." },
    paths,
    components: {
      schemas: { Error: schemaOf(errorBodySchema, "output") },
      securitySchemes: { session: { type: "apiKey", in: "cookie", name: "rapport_session" } },
    },
  };
}
