/** The one place errors become HTTP answers. 5xx messages are hidden from clients. */
import { type ApiErrorBody, SERVICE_UNAVAILABLE } from "@forkful/contracts/api";
import { EnvelopeError } from "@forkful/contracts/envelope";
import { genericRefusalCode, type Refusal, type RefusalCode } from "@forkful/contracts/refusals";
import type { FastifyError, FastifyInstance } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { ZodError } from "zod";
import { isDatabaseOutage } from "../lib/database-outage";
import { describeZodError } from "../lib/describe-zod-error";
import { DomainError, TooManyRequestsError } from "../lib/domain-errors";

const REASONS: Record<number, string> = {
  400: "Bad Request",
  401: "Unauthorized",
  403: "Forbidden",
  404: "Not Found",
  409: "Conflict",
  413: "Payload Too Large",
  415: "Unsupported Media Type",
  429: "Too Many Requests",
  500: "Internal Server Error",
  503: "Service Unavailable",
};

/** An error answer: a refusal (4xx) carries its code, its status's generic one unless said; a fault (5xx) none. */
export function errorBody(
  statusCode: number,
  message: string,
  code: RefusalCode | undefined = genericRefusalCode(statusCode),
): ApiErrorBody {
  const body: ApiErrorBody = { statusCode, error: REASONS[statusCode] ?? "Error", message };
  return code && statusCode < 500 ? { ...body, code } : body;
}

/** A request that does not fit its call's schema (400 VALIDATION_FAILED). */
export const invalidRequest = (message: string): Refusal<"VALIDATION_FAILED"> => ({ code: "VALIDATION_FAILED", message });

/** The 400 text of a request part that failed its schema: "Invalid body: locationId: …". */
export function invalidRequestText(part: string, path: string, message: string | undefined): string {
  return `Invalid ${part}: ${path ? `${path}: ` : ""}${message ?? "bad input"}`;
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | Error, request, reply) => {
    if (error instanceof DomainError) {
      if (error instanceof TooManyRequestsError && error.retryAfterSeconds) reply.header("retry-after", String(error.retryAfterSeconds));
      return reply.status(error.statusCode).send(errorBody(error.statusCode, error.message, error.code));
    }
    if (error instanceof EnvelopeError) return reply.status(400).send(errorBody(400, error.message, "VALIDATION_FAILED"));
    if (error instanceof ZodError) return reply.status(400).send(errorBody(400, describeZodError(error), "VALIDATION_FAILED"));
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const path = (first?.instancePath ?? "").replace(/^\//, "").replace(/\//g, ".");
      const text = invalidRequestText(error.validationContext ?? "request", path, first?.message);
      return reply.status(400).send(errorBody(400, text, "VALIDATION_FAILED"));
    }
    if (isDatabaseOutage(error)) {
      request.log.warn({ err: error }, "database unavailable");
      reply.header("retry-after", String(SERVICE_UNAVAILABLE.retryAfterSeconds));
      return reply.status(503).send(errorBody(503, SERVICE_UNAVAILABLE.message));
    }
    const statusCode = "statusCode" in error && typeof error.statusCode === "number" ? error.statusCode : 500;
    if (statusCode >= 400 && statusCode < 500) return reply.status(statusCode).send(errorBody(statusCode, error.message));
    request.log.error({ err: error }, "unhandled error");
    return reply.status(500).send(errorBody(500, "Something went wrong on our side. Please try again."));
  });
}
