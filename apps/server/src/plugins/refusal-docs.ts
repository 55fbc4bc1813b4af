/**
 * The refusals of each call in the OpenAPI document (issue 25): every 4xx a call answers, documented under its status
 * with its codes (an enum on the error body's `code`, and the codes in the description). What every call may answer
 * (a wrong X-App-Version, the rate limit, a request that does not fit the call's schema or a body it cannot read, a
 * staff call's role check) is added here; the rest is declared once per call in call-refusals.ts. The API tests check that no call answers a code it does not document.
 */

import type { SwaggerTransform } from "@fastify/swagger";
import { API_BASE_PATH } from "@forkful/contracts/api";
import { GENERIC_REFUSALS, REFUSAL_STATUS, type RefusalCode, type RefusalStatus } from "@forkful/contracts/refusals";
import { rolesOfStaffCall } from "@forkful/contracts/staff-roles";
import type { FastifyRequest, FastifySchema } from "fastify";
import { CALL_REFUSALS } from "../call-refusals";
import { needsAppVersion } from "./app-version";

/** A call as call-refusals.ts and the authorization matrix name it: "POST /order/customer/createOrder". */
export function callName(method: string, url: string): string {
  const path = url.startsWith(`${API_BASE_PATH}/`) ? url.slice(API_BASE_PATH.length) : url;
  return `${method.toUpperCase()} ${path.replace(/:(\w+)/g, "{$1}")}`;
}

/** The methods whose requests carry a body Fastify parses. */
const BODY_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

interface RouteParts {
  method: string;
  url: string;
  schema?: { body?: unknown; querystring?: unknown; params?: unknown } | undefined;
}

/** Every code a call may answer: what every API call may, and what call-refusals.ts declares for it. */
export function refusalsOfCall({ method, url, schema }: RouteParts): RefusalCode[] {
  const codes = new Set<RefusalCode>(CALL_REFUSALS[callName(method, url)] ?? []);
  const checked = needsAppVersion(url);
  if (checked) codes.add("APP_VERSION_REQUIRED");
  if (url.startsWith(`${API_BASE_PATH}/`)) codes.add("TOO_MANY_REQUESTS");
  // Any API call's request may not fit: its schema, or the envelope every call is read through.
  if (url.startsWith(`${API_BASE_PATH}/`) || schema?.body || schema?.querystring || schema?.params) codes.add("VALIDATION_FAILED");
  // A call that takes a body refuses one it cannot read (a content type it has no parser for) or one over the limit.
  if (url.startsWith(`${API_BASE_PATH}/`) && BODY_METHODS.has(method.toUpperCase()))
    for (const code of ["UNSUPPORTED_MEDIA_TYPE", "PAYLOAD_TOO_LARGE"] as const) codes.add(code);
  // A staff call checks the caller's role first (plugins/authenticate.ts): no staff sign-in, or a role that may not.
  if (rolesOfStaffCall(callName(method, url))) for (const code of ["UNAUTHORIZED", "FORBIDDEN"] as const) codes.add(code);
  return [...codes];
}

const REASONS: Record<RefusalStatus, string> = {
  400: "Bad request",
  401: "Sign-in needed",
  403: "Forbidden",
  404: "Not found",
  409: "Conflict",
  413: "Payload too large",
  415: "Unsupported media type",
  429: "Too many requests",
};

/** The error body of one status, its `code` one of the call's codes of that status. */
function refusalResponse(status: RefusalStatus, codes: RefusalCode[]) {
  return {
    description: `${REASONS[status]}: ${codes.join(", ")}`,
    type: "object",
    required: ["statusCode", "error", "message", "code"],
    properties: {
      statusCode: { type: "integer", enum: [status] },
      error: { type: "string" },
      message: { type: "string", description: "The spec's text of the refusal" },
      code: { type: "string", enum: codes, description: "The refusal's stable code (packages/contracts/src/refusals.ts)" },
    },
  };
}

/** The 4xx responses of a call for the OpenAPI document, by status. */
export function refusalResponses(route: RouteParts): Record<string, ReturnType<typeof refusalResponse>> {
  const byStatus = new Map<RefusalStatus, RefusalCode[]>();
  for (const code of refusalsOfCall(route)) byStatus.set(REFUSAL_STATUS[code], [...(byStatus.get(REFUSAL_STATUS[code]) ?? []), code]);
  return Object.fromEntries(
    [...byStatus].sort(([a], [b]) => a - b).map(([status, codes]) => [status, refusalResponse(status, codes.sort())]),
  );
}

/** @fastify/swagger's `transform`, with each call's refusals added to its documented responses. */
export function withRefusals(transform: SwaggerTransform): SwaggerTransform {
  return (input) => {
    const out = transform(input);
    const method = Array.isArray(input.route.method) ? input.route.method[0]! : input.route.method;
    const schema = (out.schema ?? {}) as FastifySchema & { response?: Record<string, unknown> };
    const refusals = refusalResponses({ method, url: input.url, schema: input.schema as RouteParts["schema"] });
    // A call that declares no answer keeps the answer @fastify/swagger gives it (a 200 without content: a stream's).
    const answers = schema.response ?? { 200: { description: "Default Response", type: "null" } };
    return { ...out, schema: { ...schema, response: { ...answers, ...refusals } } };
  };
}

/**
 * What a refusal answered by a documented call says that its documentation does not (null when all is as documented):
 * a code the call does not list, or a status its code does not have. `generic: false` passes over a status's generic
 * code (NOT_FOUND, CONFLICT…), which nothing reacts to.
 */
export function undocumentedRefusal(
  request: FastifyRequest,
  statusCode: number,
  payload: unknown,
  { generic }: { generic: boolean },
): string | null {
  const { url, method, schema } = request.routeOptions;
  if (!url || statusCode < 400 || statusCode >= 500 || (schema as { hide?: boolean } | undefined)?.hide) return null;
  const code = codeOf(payload);
  const call = callName(method as string, url);
  if (!code) return `${call} answered ${statusCode} without a refusal code`;
  if (REFUSAL_STATUS[code as RefusalCode] !== statusCode) return `${call} answered ${code} with ${statusCode}`;
  if (!generic && Object.hasOwn(GENERIC_REFUSALS, code)) return null;
  // Fastify answers a HEAD with its GET's handler; the GET documents its refusals.
  const documentedAs = method === "HEAD" ? "GET" : (method as string);
  const documented = refusalsOfCall({ method: documentedAs, url, schema: schema as RouteParts["schema"] });
  return documented.includes(code as RefusalCode) ? null : `${call} answered ${code} (${statusCode}), not in call-refusals.ts`;
}

function codeOf(payload: unknown): string | undefined {
  if (typeof payload !== "string") return undefined;
  try {
    const body = JSON.parse(payload) as { code?: unknown };
    return typeof body.code === "string" ? body.code : undefined;
  } catch {
    return undefined;
  }
}
