/**
 * The OpenAPI document names the real request and answer of every call (not `{ data: string }`), each one a schema of
 * packages/contracts; a client generated from it with openapi-typescript agrees with the contracts' types.
 */
import { REFUSAL_STATUS, type RefusalCode } from "@forkful/contracts/refusals";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ENCODED_CALL_NOTE } from "./plugins/envelope";
import {
  type ContractSchema,
  contractSchemas,
  matchInput,
  matchOutput,
  type OpenApiDocument,
  type SchemaObject,
  type TypeCheck,
  typeCheckClient,
} from "./test/openapi-contract-kit";
import { createTestApp, type TestApp } from "./test/test-app";

/** Calls whose answer is not a JSON body, and why. */
const NOT_JSON_ANSWERS: Record<string, string> = {
  "get /data-services/order/{orderId}/events": "a stream of server-sent events (text/event-stream), one StatusEvent each",
  "get /data-services/customer/reservations/{reservationId}/events":
    "a stream of server-sent events (text/event-stream), one BookingProgress each",
  "get /data-services/staff/waiter-calls/events": "a stream of server-sent events (text/event-stream), one WaiterCallsAnswer each",
  "get /data-services/staff/waitlist/events": "a stream of server-sent events (text/event-stream), one StaffWaitlistAnswer each",
  "get /data-services/staff/live":
    "a stream of server-sent events (text/event-stream): a LiveFeedMark (hello, resync) or a LiveFeedEntry each, with its id",
  "get /data-services/staff/short-links/{id}/qr": "an SVG image (image/svg+xml): the short link's QR code",
};

/** The encoded calls of spec §7 that must say so in the document. */
const ENCODED_PATHS = [
  "/data-services/order/customer/createOrder",
  "/data-services/customer/findMerchant/v2",
  "/data-services/payment/v2/authorize",
  "/data-services/customer/reservations",
  "/data-services/customer/reservationId/v2",
  "/data-services/customer/cancel-table",
  "/data-services/merchants/v2/locations/wait-times",
  "/data-services/merchants/generate-reservation-slot/{locationId}",
  "/data-services/merchants/{locationId}/reservations",
  "/data-services/merchants/locations/reservations/table-details/v2",
];

let testApp: TestApp;
let document: OpenApiDocument;
let schemas: ContractSchema[];

beforeAll(async () => {
  testApp = await createTestApp();
  const response = await testApp.app.inject({ method: "GET", url: "/data-services/docs/json" });
  document = response.json() as OpenApiDocument;
  schemas = await contractSchemas(document.openapi);
});
afterAll(() => testApp.close());

const operations = () =>
  Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ path, method, operation })),
  );

const jsonSchemaOf = (content: Record<string, { schema: unknown }> | undefined) =>
  content?.["application/json"]?.schema as SchemaObject | undefined;

const hasProperties = (schema: SchemaObject | undefined): boolean =>
  Boolean(
    schema && ((schema.type === "object" && schema.properties && Object.keys(schema.properties).length > 0) || hasProperties(schema.items)),
  );

/** Every request body and JSON answer of the document, with the contracts schema it is (or undefined). */
function declaredParts(): (Omit<TypeCheck, "contract"> & { contract: ContractSchema | undefined; schema: SchemaObject | undefined })[] {
  return operations().flatMap(({ path, method, operation }) => {
    const body = jsonSchemaOf(operation.requestBody?.content);
    const request = operation.requestBody
      ? [{ path, method, part: "request" as const, schema: body, contract: body && matchInput(schemas, body) }]
      : [];
    if (NOT_JSON_ANSWERS[`${method} ${path}`]) return request;
    const answers = Object.entries(operation.responses)
      .filter(([status]) => status.startsWith("2"))
      .map(([status, response]) => {
        const schema = jsonSchemaOf(response.content);
        return { path, method, part: "answer" as const, status, schema, contract: schema && matchOutput(schemas, schema) };
      });
    return [...request, ...answers];
  });
}

describe("the OpenAPI document", () => {
  it("documents every call with its real answer, with properties", () => {
    expect(operations().length).toBeGreaterThan(50);
    const bare = operations()
      .filter(({ path, method }) => !NOT_JSON_ANSWERS[`${method} ${path}`])
      .filter(
        ({ operation }) =>
          !Object.entries(operation.responses).some(([s, r]) => s.startsWith("2") && hasProperties(jsonSchemaOf(r.content))),
      )
      .map(({ path, method }) => `${method.toUpperCase()} ${path}`);
    expect(bare).toEqual([]);
  });

  it("shows the decoded body of encoded calls, never the { data } envelope, and says how it travels", () => {
    const envelopes = declaredParts()
      .filter((p) => p.part === "request" && Object.keys(p.schema?.properties ?? {}).join() === "data")
      .map((p) => `${p.method.toUpperCase()} ${p.path}`);
    expect(envelopes).toEqual([]);
    for (const path of ENCODED_PATHS) {
      const [operation] = Object.values(document.paths[path] ?? {});
      expect(operation?.description, path).toContain(ENCODED_CALL_NOTE);
    }
  });

  it("takes every request body and answer from packages/contracts", () => {
    const strays = declaredParts()
      .filter((p) => !p.contract)
      .map((p) => `${p.method.toUpperCase()} ${p.path} ${p.part}${p.status ? ` ${p.status}` : ""}`);
    expect(strays).toEqual([]);
  });

  it("names the refusal codes of every 4xx it documents, each a code of that status, for every call (issue 25)", () => {
    const refusals = operations().flatMap(({ path, method, operation }) =>
      Object.entries(operation.responses)
        .filter(([status]) => status.startsWith("4"))
        .map(([status, response]) => {
          const code = jsonSchemaOf(response.content)?.properties?.code as { enum?: RefusalCode[] } | undefined;
          return { call: `${method.toUpperCase()} ${path} ${status}`, status: Number(status), codes: code?.enum ?? [] };
        }),
    );
    const unnamed = refusals.filter(({ status, codes }) => codes.length === 0 || codes.some((c) => REFUSAL_STATUS[c] !== status));
    expect(unnamed).toEqual([]);
    const silent = operations().filter(({ operation }) => !Object.keys(operation.responses).some((s) => s.startsWith("4")));
    expect(silent.map(({ path, method }) => `${method.toUpperCase()} ${path}`)).toEqual([]);
  });

  it("generates a client (openapi-typescript) whose types agree with the contracts' types", async () => {
    const checks = declaredParts().flatMap((p) => (p.contract ? [{ ...p, contract: p.contract }] : []));
    expect(checks.length).toBeGreaterThan(80);
    expect(await typeCheckClient(document, checks)).toEqual([]);
  }, 120_000);
});
