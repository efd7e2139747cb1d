import type { FastifyError, FastifyInstance } from "fastify";
import { AppError } from "./errors";

/** Maps Fastify's own failures (bad JSON, oversize bodies) to the one error shape; hides the rest. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      if (error.adminHint) request.log.warn({ code: error.code, adminHint: error.adminHint }, "feature not set up on this server");
      return reply.status(error.status).headers(error.headers).send(error.toBody());
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message =
        error.code === "FST_ERR_CTP_INVALID_JSON_BODY" || error instanceof SyntaxError
          ? "Malformed JSON body"
          : error.code === "FST_ERR_CTP_EMPTY_JSON_BODY"
            ? "Request body is empty"
            : error.code === "FST_REQ_FILE_TOO_LARGE" || error.code === "FST_REQ_FIELD_SIZE_LIMIT"
              ? "File is larger than the 10MB limit"
            : error.code === "FST_ERR_CTP_BODY_TOO_LARGE"
              ? "Request body is too large"
              : error.code === "FST_ERR_CTP_INVALID_MEDIA_TYPE"
                ? "Unsupported content type"
                : error.message;
      const code =
        status === 413 ? "PAYLOAD_TOO_LARGE" : status === 415 ? "UNSUPPORTED_MEDIA_TYPE" : status === 429 ? "RATE_LIMITED" : "BAD_REQUEST";
      return reply.status(status).send({ code, message });
    }
    request.log.error({ err: error }, "request failed");
    return reply.status(500).send({ code: "INTERNAL", message: "Something went wrong on our side. Please try again." });
  });

  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send({ code: "NOT_FOUND", message: `No route ${request.method} ${request.url.split("?")[0]}` });
  });
}
