/**
 * One fuzzed HTTP request for an operation: its path parameters, querystring and body generated from the operation's
 * schemas (or its well-formed examples) and mutated: hostile values, removed and unknown fields, bad path segments
 * and querystrings. How it travels (envelope, headers, caller) comes from wire-variants.ts.
 */
import fc from "fast-check";
import type { FuzzOperation } from "./api-operations";
import { sweepOf } from "./field-sweep";
import { hostileQuery, hostileSegment, hostileValue } from "./hostile-values";
import { queryText, toJsonText, urlText } from "./json-text";
import { mutate, mutations } from "./mutations";
import { type JsonSchema, type KnownValues, plainValue, schemaValue } from "./schema-arbitrary";
import { type Callers, headersOf, travellingBadly, travellingWell, type Wire } from "./wire-variants";

export interface FuzzRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  /** The body as sent. */
  body: string | undefined;
  /** What kind of request this is, for the failure message: the caller, the envelope, the JSON inside it. */
  notes: Record<string, string>;
}

/** Well-formed bodies and querystrings of an operation, so a single hostile field meets the code behind validation. */
export interface Examples {
  body?: unknown[];
  query?: unknown[];
}

export interface FuzzContext {
  known: KnownValues;
  /** By operation key ("POST /data-services/order/customer/createOrder"). */
  examples: Readonly<Record<string, Examples>>;
  /** Values a request can use once (an idempotency key, a card token), made new for each sweep request. */
  fresh: Readonly<Record<string, () => unknown>>;
  /** The real callers: anonymous, a signed-in diner, staff. */
  callers: Callers;
  /** Forged or broken authorizations, tried less often. */
  forged: Callers;
}

function segmentOf(schema: FuzzOperation["pathParams"][number], known: KnownValues): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 6, arbitrary: schemaValue(schema.schema, known, schema.name).map(urlText) },
    { weight: 2, arbitrary: hostileSegment.map(urlText) },
    { weight: 1, arbitrary: hostileValue.map(urlText) },
  );
}

function pathOf(operation: FuzzOperation, known: KnownValues): fc.Arbitrary<string> {
  const segments = operation.pathParams.map((param) => segmentOf(param, known).map((text) => [param.name, text] as const));
  return fc.tuple(...segments).map((values) => values.reduce((path, [name, text]) => path.replace(`{${name}}`, text), operation.path));
}

/**
 * Mostly a well-formed example (the operation's own, or the schema's plainest value), else any value of the schema;
 * a fresh idempotency key each time, so an example is placed again rather than answered from the first placement.
 */
function wellFormed(schema: JsonSchema, known: KnownValues, examples: unknown[] | undefined): fc.Arbitrary<unknown> {
  const generated = schemaValue(schema, known);
  const example = fc
    .tuple(fc.constantFrom(...(examples?.length ? examples : [plainValue(schema, known)])), fc.uuid({ version: 4 }))
    .map(([value, key]) =>
      value !== null && typeof value === "object" && "idempotencyKey" in value ? { ...value, idempotencyKey: key } : value,
    );
  return fc.oneof({ weight: 3, arbitrary: example }, { weight: 1, arbitrary: generated });
}

function queryOf(operation: FuzzOperation, known: KnownValues, examples: Examples): fc.Arbitrary<string> {
  const declared = operation.query
    ? fc.tuple(wellFormed(operation.query, known, examples.query), mutations).map(([query, changes]) => queryText(mutate(query, changes)))
    : fc.constant("");
  return fc.oneof(
    { weight: 8, arbitrary: declared },
    { weight: 1, arbitrary: hostileQuery.map(queryText) },
    { weight: 1, arbitrary: fc.dictionary(fc.string({ maxLength: 8 }), hostileValue, { maxKeys: 3 }).map(queryText) },
  );
}

/** The JSON text of the (decoded) body: generated from its schema and mutated; none for most calls without one. */
function payloadOf(operation: FuzzOperation, known: KnownValues, examples: Examples): fc.Arbitrary<string | undefined> {
  if (!operation.body) {
    return fc.oneof({ weight: 6, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary: hostileValue.map(toJsonText) });
  }
  return fc.tuple(wellFormed(operation.body, known, examples.body), mutations).map(([body, changes]) => toJsonText(mutate(body, changes)));
}

/**
 * "fields": the request travels well (proper envelope, the app version, JSON, a real caller) and its fields are
 * hostile, so they meet validation and what lies behind it. "wire": the same requests, travelling badly.
 */
export type FuzzMode = "fields" | "wire";

export function requestOf(operation: FuzzOperation, context: FuzzContext, mode: FuzzMode): fc.Arbitrary<FuzzRequest> {
  const { known, examples, callers, forged } = context;
  const own = examples[operation.key] ?? {};
  return fc
    .record({
      path: pathOf(operation, known),
      query: queryOf(operation, known, own),
      payload: payloadOf(operation, known, own),
      wire: mode === "fields" ? travellingWell(operation.encoded, callers) : travellingBadly(operation.encoded, callers, forged),
    })
    .map(({ wire, ...parts }) => assemble(operation, parts, wire));
}

function assemble(operation: FuzzOperation, parts: { path: string; query: string; payload: string | undefined }, wire: Wire) {
  const { path, query, payload } = parts;
  const body = payload === undefined ? undefined : wire.envelope.wrap(payload);
  const notes: Record<string, string> = { caller: wire.caller };
  if (payload !== undefined) Object.assign(notes, { envelope: wire.envelope.name, json: payload });
  return { method: operation.method, url: query ? `${path}?${query}` : path, headers: headersOf(wire, body !== undefined), body, notes };
}

let keys = 0;
/** A new idempotency key each time (deterministic: each test file has its own database). */
export const newIdempotencyKey = () => `00000000-0000-4000-8000-${String(++keys).padStart(12, "0")}`;

/** The value with a fresh value in each top-level field that can be used once, unless that field is being swept. */
function withFreshFields(value: unknown, fresh: FuzzContext["fresh"], label: string): unknown {
  if (value === null || typeof value !== "object" || Array.isArray(value)) return value;
  const renewed = Object.keys(fresh).filter((name) => name in value && !label.startsWith(`body ${name}`));
  return renewed.length === 0 ? value : { ...value, ...Object.fromEntries(renewed.map((name) => [name, fresh[name]!()])) };
}

/** The first example, else the schema's plainest value. */
function firstOf(schema: JsonSchema | undefined, known: KnownValues, examples: unknown[] | undefined): unknown {
  if (!schema) return undefined;
  return examples?.[0] ?? plainValue(schema, known);
}

/**
 * The field sweep of an operation as requests travelling well as one caller: its well-formed request first (labelled
 * "as is"), then each field of its querystring and body in turn made hostile (field-sweep.ts).
 */
export function sweepRequests(operation: FuzzOperation, context: FuzzContext, wire: Wire): { label: string; request: FuzzRequest }[] {
  const { known, examples } = context;
  const own = examples[operation.key] ?? {};
  const path = operation.pathParams.reduce(
    (template, p) => template.replace(`{${p.name}}`, urlText(plainValue(p.schema, known, p.name))),
    operation.path,
  );
  const query = firstOf(operation.query, known, own.query);
  const body = firstOf(operation.body, known, own.body);
  const request = (label: string, q: unknown, b: unknown) => {
    const payload = b === undefined ? undefined : toJsonText(withFreshFields(b, context.fresh, label));
    return { label, request: assemble(operation, { path, query: queryText(q), payload }, wire) };
  };
  return [
    request("as is", query, body),
    ...(query === undefined ? [] : sweepOf(query, operation.query, known).map((c) => request(`query ${c.label}`, c.value, body))),
    ...(body === undefined ? [] : sweepOf(body, operation.body, known).map((c) => request(`body ${c.label}`, query, c.value))),
  ];
}
