import type { FastifyInstance, FastifySchema } from "fastify";
import { z } from "zod";
import { errorBodySchema } from "@shared/errors";

export interface RegisteredRoute {
  method: string;
  url: string;
  public: boolean;
  /** The zod schemas the route declared where it was registered (http/route-schemas.ts). */
  schema?: FastifySchema;
}

/** The API is what lives under /api/; the probes and the single-page app's files (one route each) are not part of it. */
const documented = (url: string) => url.startsWith("/api/");

/** Every route as Fastify registers it, with its schemas; install before the routes so none is missed. */
export function collectRoutes(app: FastifyInstance): RegisteredRoute[] {
  const routes: RegisteredRoute[] = [];
  app.addHook("onRoute", (route) => {
    const config = route.config as { public?: boolean } | undefined;
    for (const method of [route.method].flat()) {
      // Fastify adds HEAD beside each GET on its own; the GET documents both.
      if (method === "HEAD" || !documented(route.url)) continue;
      routes.push({ method, url: route.url, public: config?.public === true, schema: route.schema });
    }
  });
  return routes;
}

type JsonSchema = Record<string, unknown>;

const isZod = (schema: unknown): schema is z.ZodType => schema instanceof z.ZodType;

function schemaOf(schema: z.ZodType, io: "input" | "output"): JsonSchema {
  const json = z.toJSONSchema(schema, { io, unrepresentable: "any", target: "draft-2020-12" }) as JsonSchema;
  delete json.$schema;
  return json;
}

/** `/api/transcripts/:id` → `/api/transcripts/{id}`. */
const openApiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, "{$1}");

/** Path and query parameters from the route's params and querystring schemas (path ones are always strings). */
function parameters(url: string, schema: FastifySchema): JsonSchema[] {
  const declared = (part: unknown) => (isZod(part) ? schemaOf(part, "input") : {});
  const params = declared(schema.params) as { properties?: Record<string, JsonSchema> };
  const inPath = [...url.matchAll(/:([A-Za-z0-9_]+)/g)].map(([, name]) => ({
    name,
    in: "path",
    required: true,
    schema: params.properties?.[name!] ?? { type: "string" },
  }));
  const query = declared(schema.querystring) as { properties?: Record<string, JsonSchema>; required?: string[] };
  const inQuery = Object.entries(query.properties ?? {}).map(([name, property]) => ({
    name,
    in: "query",
    required: query.required?.includes(name) ?? false,
    schema: property,
  }));
  return [...inPath, ...inQuery];
}

const UPLOAD_FORM = {
  type: "object",
  properties: { file: { type: "string", format: "binary" }, content: { type: "string" }, name: { type: "string" } },
};

function responses(schema: FastifySchema): JsonSchema {
  const jsonContent = (json: JsonSchema) => ({ "application/json": { schema: json } });
  const declared = Object.entries((schema.response ?? {}) as Record<string, unknown>);
  const answers = Object.fromEntries(
    declared.map(([status, answer]) => [
      status,
      status.startsWith("3")
        ? { description: "Redirect" }
        : { description: "Success", ...(isZod(answer) ? { content: jsonContent(schemaOf(answer, "output")) } : {}) },
    ]),
  );
  return {
    ...(declared.length ? answers : { "200": { description: "Success" } }),
    default: { description: "Error", content: jsonContent({ $ref: "#/components/schemas/Error" }) },
  };
}

function operation(route: RegisteredRoute): JsonSchema {
  const schema = route.schema ?? {};
  const params = parameters(route.url, schema);
  const body = isZod(schema.body)
    ? { requestBody: { required: true, content: { "application/json": { schema: schemaOf(schema.body, "input") } } } }
    : schema.consumes?.includes("multipart/form-data")
      ? { requestBody: { required: true, content: { "multipart/form-data": { schema: UPLOAD_FORM } } } }
      : {};
  return {
    operationId: `${route.method.toLowerCase()}${route.url.replace(/[^A-Za-z0-9]+(.)?/g, (_, c: string | undefined) => (c ?? "").toUpperCase())}`,
    summary: schema.summary ?? `${route.method} ${route.url}`,
    ...(params.length ? { parameters: params } : {}),
    ...body,
    security: route.public ? [] : [{ session: [] }],
    responses: responses(schema),
  };
}

/** OpenAPI 3.1 for every registered route, generated from the zod schemas each route declares. */
export function openApiDocument(routes: readonly RegisteredRoute[]): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const route of routes) {
    const path = openApiPath(route.url);
    paths[path] ??= {};
    paths[path][route.method.toLowerCase()] = operation(route);
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
