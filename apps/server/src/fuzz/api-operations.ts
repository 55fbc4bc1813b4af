/** The calls the fuzz suite sends: every operation of the OpenAPI document, and the few routes it leaves out. */
import { API_BASE_PATH, SANDBOX_BASE_PATH } from "@forkful/contracts/api";
import { DELIVERY_WEBHOOK_PATH, PROCESSOR_CALLBACK_PATH } from "../plugins/app-version";
import { ENCODED_CALL_NOTE } from "../plugins/envelope";
import type { JsonSchema } from "./schema-arbitrary";

export interface FuzzOperation {
  /** "POST /data-services/order/customer/createOrder", as in the document. */
  key: string;
  method: string;
  /** The path template: `/data-services/order/{orderId}/events`. */
  path: string;
  pathParams: { name: string; schema: JsonSchema }[];
  /** The querystring as one object schema (its parameters as properties), when the call has any. */
  query: JsonSchema | undefined;
  /** The (decoded) request body's schema. */
  body: JsonSchema | undefined;
  /** The body travels as `{ data }` (spec §7). */
  encoded: boolean;
  /** The answer is a stream that never ends by itself (server-sent events): read its status, then hang up. */
  stream: boolean;
}

interface DocumentOperation {
  description?: string;
  parameters?: { in: string; name: string; required?: boolean; schema: JsonSchema }[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  responses: Record<string, { content?: unknown }>;
}

export interface ApiDocument {
  paths: Record<string, Record<string, DocumentOperation>>;
}

function queryOf(parameters: DocumentOperation["parameters"] = []): JsonSchema | undefined {
  const query = parameters.filter((p) => p.in === "query");
  if (query.length === 0) return undefined;
  return {
    type: "object",
    properties: Object.fromEntries(query.map((p) => [p.name, p.schema])),
    required: query.filter((p) => p.required).map((p) => p.name),
  };
}

export function documentedOperations(document: ApiDocument): FuzzOperation[] {
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]): FuzzOperation => {
      const answers = Object.entries(operation.responses).filter(([status]) => status.startsWith("2"));
      return {
        key: `${method.toUpperCase()} ${path}`,
        method: method.toUpperCase(),
        path,
        pathParams: (operation.parameters ?? []).filter((p) => p.in === "path").map((p) => ({ name: p.name, schema: p.schema })),
        query: queryOf(operation.parameters),
        body: operation.requestBody?.content["application/json"]?.schema,
        encoded: (operation.description ?? "").includes(ENCODED_CALL_NOTE),
        stream: answers.length > 0 && answers.every(([, answer]) => !answer.content),
      };
    }),
  );
}

const text: JsonSchema = { type: "string" };
const undocumented = (method: string, path: string, body?: JsonSchema): FuzzOperation => ({
  key: `${method} ${path}`,
  method,
  path,
  pathParams: [...path.matchAll(/\{(\w+)\}/g)].map((match) => ({ name: match[1]!, schema: text })),
  query: undefined,
  body,
  encoded: false,
  stream: false,
});

/**
 * Routes the document leaves out (health, media files, the card processor's callback and its sandbox pages, the courier
 * partners' webhooks): no schema to follow, so their bodies are any JSON, mutated.
 */
export const UNDOCUMENTED_OPERATIONS: FuzzOperation[] = [
  undocumented("GET", `${API_BASE_PATH}/health`),
  undocumented("POST", PROCESSOR_CALLBACK_PATH, {}),
  undocumented("POST", `${DELIVERY_WEBHOOK_PATH}/{partner}`, {}),
  undocumented("GET", "/media/{type}/{file}"),
  undocumented("POST", `${SANDBOX_BASE_PATH}/tokens`, {}),
  undocumented("OPTIONS", `${SANDBOX_BASE_PATH}/tokens`),
  undocumented("GET", `${SANDBOX_BASE_PATH}/pay/{ref}`),
  undocumented("POST", `${SANDBOX_BASE_PATH}/pay/{ref}`, {}),
  undocumented("POST", `${SANDBOX_BASE_PATH}/upi/{ref}/pay`),
];
