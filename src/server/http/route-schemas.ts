import type { FastifyInstance, FastifySchemaCompiler, FastifySerializerCompiler, FastifyTypeProvider } from "fastify";
import { z } from "zod";
import { requestError } from "./parse";

declare module "fastify" {
  interface FastifySchema {
    /** What the operation does, in one line of the API docs. */
    summary?: string;
    /** Set for an upload (multipart/form-data) instead of a JSON body. */
    consumes?: readonly string[];
  }
}

/**
 * Route parts typed from their zod schemas: `request.body` is the schema's output and a handler's
 * answer must fit the response schema's input (what fastify-type-provider-zod does, without its
 * @fastify/swagger peer: the OpenAPI document is built in http/openapi.ts).
 */
export interface ZodTypeProvider extends FastifyTypeProvider {
  validator: this["schema"] extends z.ZodType ? z.output<this["schema"]> : unknown;
  serializer: this["schema"] extends z.ZodType ? z.input<this["schema"]> : unknown;
}

const isZod = (schema: unknown): schema is z.ZodType => schema instanceof z.ZodType;

/** Params, query and body parsed with the route's zod schema; a failure is the one 400 parse() answers. */
const validatorCompiler: FastifySchemaCompiler<unknown> = ({ schema, method, url, httpPart }) => {
  if (!isZod(schema)) throw new Error(`${method} ${url}: the ${httpPart} schema is not a zod schema`);
  return (data: unknown) => {
    // Fastify hands a missing part over as null; an absent body is an empty object, as before.
    const result = schema.safeParse(data ?? {});
    return result.success ? { value: result.data } : { error: requestError(result.error.issues) };
  };
};

/** Thrown when a handler's answer does not fit its declared schema: a 500 and a log line, never the answer. */
export class ResponseContractError extends Error {
  constructor(route: string, status: string, error: z.ZodError) {
    super(`${route} answered ${status} outside its schema: ${z.prettifyError(error)}`);
    this.name = "ResponseContractError";
  }
}

/** Answers marked by readFromJson: JSON.parse's output, so already what the client will read. */
const readFromJsonText = new WeakSet<object>();

/**
 * Marks an answer that is JSON.parse's output (a page the database built as JSON text) and that the
 * handler only filtered: the check below reads it as is instead of parsing its JSON once more. The list's
 * first page is 30 KB, and that second parse was a third of the answer's JSON work (lists bench, issue 16).
 */
export function readFromJson<T extends object>(answer: T): T {
  readFromJsonText.add(answer);
  return answer;
}

/**
 * Answers are checked as the client will read them (after JSON), against the declared schema, and
 * sent as the handler built them, so a schema never silently drops a field the client reads.
 */
const serializerCompiler: FastifySerializerCompiler<unknown> = ({ schema, method, url, httpStatus }) => {
  if (!isZod(schema)) throw new Error(`${method} ${url}: the ${httpStatus} response schema is not a zod schema`);
  return (data: unknown) => {
    const json = JSON.stringify(data) ?? "null";
    const asRead = typeof data === "object" && data !== null && readFromJsonText.has(data) ? data : JSON.parse(json);
    const result = schema.safeParse(asRead);
    if (!result.success) throw new ResponseContractError(`${method} ${url}`, httpStatus ?? "any", result.error);
    return json;
  };
};

/** Before any route: every route's zod schemas validate its requests and its answers. */
export function registerZodCompilers(app: FastifyInstance): void {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
}

/** `:id` in a URL: a row id, bounded so a hostile client cannot make us log or query megabytes. */
export const idParams = z.object({ id: z.string().min(1).max(100) });

/** The answer of an action with nothing more to say (sign-out, delete, password change). */
export const successAnswer = z.object({ success: z.boolean() });

/** What a signed provider webhook (Stripe, meeting bots) is answered: received, and what it did. */
export const webhookAnswer = z.object({ received: z.literal(true), outcome: z.enum(["applied", "duplicate", "ignored"]) });
