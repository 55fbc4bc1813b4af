/**
 * Values for the subset of JSON Schema (OpenAPI 3.0 flavour) the API document uses: type, properties, required,
 * items, min/maxItems, min/maxLength, pattern, format, enum, anyOf, nullable, minimum, maximum, exclusiveMinimum
 * (boolean or number). Known values (ids of real restaurants, dishes, orders) are mixed in by property name, so
 * requests get past "not found" to the code behind it.
 */
import fc from "fast-check";

export interface JsonSchema {
  type?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  nullable?: boolean;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  exclusiveMaximum?: boolean | number;
}

/** Real values by property name: `{ orderId: [...], locationId: [...] }`. */
export type KnownValues = Readonly<Record<string, readonly unknown[]>>;

/** Strings and arrays stay short unless hostile: the point is shape, the hostile values bring the size. */
const MAX_STRING = 40;
const MAX_ARRAY = 4;

function bounds(schema: JsonSchema): { min: number; max: number } {
  let min = schema.minimum ?? -Number.MAX_SAFE_INTEGER;
  let max = schema.maximum ?? Number.MAX_SAFE_INTEGER;
  if (schema.exclusiveMinimum === true) min += 1;
  else if (typeof schema.exclusiveMinimum === "number") min = schema.exclusiveMinimum + 1;
  if (schema.exclusiveMaximum === true) max -= 1;
  else if (typeof schema.exclusiveMaximum === "number") max = schema.exclusiveMaximum - 1;
  return { min: Math.max(Math.ceil(min), -Number.MAX_SAFE_INTEGER), max: Math.min(Math.floor(max), Number.MAX_SAFE_INTEGER) };
}

function integerOf(schema: JsonSchema): fc.Arbitrary<number> {
  const { min, max } = bounds(schema);
  if (min > max) return fc.constant(min);
  // Small numbers near the lower bound are the usual case; the full range keeps the edges in play.
  const near = fc.integer({ min, max: Math.min(max, min + 1000) });
  return fc.oneof({ weight: 3, arbitrary: near }, { weight: 1, arbitrary: fc.bigInt(BigInt(min), BigInt(max)).map(Number) });
}

function numberOf(schema: JsonSchema): fc.Arbitrary<number> {
  const min = schema.minimum ?? -1e9;
  const max = schema.maximum ?? 1e9;
  return fc.oneof(integerOf(schema), fc.double({ min, max, noNaN: true, noDefaultInfinity: true }));
}

function stringOf(schema: JsonSchema): fc.Arbitrary<string> {
  if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern));
  if (schema.format === "uuid") return fc.uuid();
  if (schema.format === "date-time") return fc.date({ noInvalidDate: true }).map((d) => d.toISOString());
  if (schema.format === "email") return fc.emailAddress();
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.max(minLength, Math.min(schema.maxLength ?? MAX_STRING, MAX_STRING));
  return fc.oneof(fc.string({ minLength, maxLength }), fc.string({ minLength, maxLength, unit: "grapheme" }));
}

function objectOf(schema: JsonSchema, known: KnownValues): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const record = Object.fromEntries(Object.entries(properties).map(([name, property]) => [name, schemaValue(property, known, name)]));
  const requiredKeys = (schema.required ?? []).filter((name) => name in properties);
  return fc.record(record, { requiredKeys });
}

function plainValueOf(schema: JsonSchema, known: KnownValues): fc.Arbitrary<unknown> {
  if (schema.enum) return fc.constantFrom(...schema.enum);
  if (schema.anyOf) return fc.oneof(...schema.anyOf.map((s) => schemaValue(s, known)));
  switch (schema.type) {
    case "object":
      return objectOf(schema, known);
    case "array":
      return fc.array(schemaValue(schema.items ?? {}, known), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.max(schema.minItems ?? 0, Math.min(schema.maxItems ?? MAX_ARRAY, MAX_ARRAY)),
      });
    case "string":
      return stringOf(schema);
    case "integer":
      return integerOf(schema);
    case "number":
      return numberOf(schema);
    case "boolean":
      return fc.boolean();
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** A value the schema describes; for a property with known values, mostly one of those. */
export function schemaValue(schema: JsonSchema, known: KnownValues, name?: string): fc.Arbitrary<unknown> {
  let value = plainValueOf(schema, known);
  if (schema.nullable) value = fc.oneof({ weight: 4, arbitrary: value }, { weight: 1, arbitrary: fc.constant(null) });
  const real = name === undefined ? undefined : known[name];
  if (!real?.length) return value;
  return fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...real) }, { weight: 1, arbitrary: value });
}

function plainString(schema: JsonSchema): string {
  if (schema.format === "uuid") return "00000000-0000-4000-8000-000000000001";
  if (schema.format === "date-time") return "2026-11-24T18:00:00.000Z";
  if (schema.format === "email") return "fuzz@example.com";
  if (schema.pattern) return fc.sample(fc.stringMatching(new RegExp(schema.pattern)), { seed: 1, numRuns: 1 })[0]!;
  return "a".repeat(Math.max(schema.minLength ?? 0, 1));
}

/**
 * The plainest well-formed value: known values wherever a property has them, the first choice of an enum, required
 * properties (and optional ones with known values) only, one array item. The same on every run.
 */
export function plainValue(schema: JsonSchema, known: KnownValues, name?: string): unknown {
  const real = name === undefined ? undefined : known[name];
  if (real?.length) return real[0];
  if (schema.enum) return schema.enum[0];
  if (schema.anyOf?.[0]) return plainValue(schema.anyOf[0], known, name);
  switch (schema.type) {
    case "object": {
      const required = new Set(schema.required ?? []);
      const entries = Object.entries(schema.properties ?? {}).filter(([key]) => required.has(key) || known[key]?.length);
      return Object.fromEntries(entries.map(([key, property]) => [key, plainValue(property, known, key)]));
    }
    case "array":
      return Array.from({ length: Math.max(schema.minItems ?? 0, 1) }, () => plainValue(schema.items ?? {}, known));
    case "string":
      return plainString(schema);
    case "integer":
    case "number":
      return Math.max(bounds(schema).min, Math.min(1, bounds(schema).max));
    case "boolean":
      return false;
    default:
      return null;
  }
}
