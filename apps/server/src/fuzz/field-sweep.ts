/**
 * Every field of a well-formed value, one at a time, given the values that most often break a server behind its
 * validation: a NUL, a lone surrogate and a huge string where text goes; 2^31, 2^53, a negative fraction and 1e999
 * where a number goes; the wrong type; the field removed. Optional fields the value leaves out are swept too, and
 * one case puts every bound at its maximum at once (every list at its longest, every free number at its largest),
 * where sums outgrow their columns. Random runs may miss a field; the sweep misses none.
 */
import { copyValue, setOwn, Verbatim } from "./json-text";
import { placesOf, put } from "./mutations";
import type { JsonSchema, KnownValues } from "./schema-arbitrary";

export interface SweepCase {
  /** `items.0.comment = a NUL`. */
  label: string;
  value: unknown;
}

const TEXTS: [string, string][] = [
  ["a NUL", "a\u0000b"],
  ["a lone surrogate", "\ud800"],
  ["20,000 characters", "x".repeat(20_000)],
];
const NUMBERS: [string, unknown][] = [
  ["2^31", 2 ** 31],
  ["2^53", 2 ** 53],
  ["-1.5", -1.5],
  ["1e999", new Verbatim("1e999")],
];

/** The JSON type a schema describes ("string" for an enum of strings or an anyOf with a string branch). */
function kindOf(schema: JsonSchema | undefined): string | undefined {
  if (!schema) return undefined;
  if (schema.type) return schema.type === "integer" ? "number" : schema.type;
  if (schema.enum) return typeof schema.enum[0];
  return schema.anyOf?.map(kindOf).find(Boolean);
}

function replacementsFor(kind: string | undefined): [string, unknown][] {
  if (kind === "string") return [...TEXTS, ["a number", 1]];
  if (kind === "number") return [...NUMBERS, ["a string", "1"]];
  if (kind === "boolean") return [["a string", "true"]];
  return [["null", null]];
}

/** The schema of the part at `path` (`items.0.comment`), following properties and items. */
function schemaAt(schema: JsonSchema | undefined, path: string): JsonSchema | undefined {
  let here = schema;
  for (const key of path ? path.split(".") : []) {
    const object = here?.properties || here?.items ? here : here?.anyOf?.find((s) => s.properties || s.items);
    here = object?.items ?? object?.properties?.[key];
  }
  return here;
}

/**
 * Every top-level list at its longest (its items repeated; lists inside them keep their items, which are often
 * choices that may not repeat), every number without a known value at its largest.
 */
function maxedOut(value: unknown, schema: JsonSchema | undefined, known: KnownValues, name?: string, depth = 0): unknown {
  if (Array.isArray(value)) {
    const items = value.map((item) => maxedOut(item, schema?.items, known, undefined, depth + 1));
    if (items.length === 0 || depth > 1) return items;
    return Array.from({ length: Math.min(schema?.maxItems ?? 100, 1_000) }, (_, i) => copyValue(items[i % items.length]));
  }
  if (value !== null && typeof value === "object" && !(value instanceof Verbatim)) {
    const out: Record<string, unknown> = {};
    for (const [key, child] of Object.entries(value)) setOwn(out, key, maxedOut(child, schema?.properties?.[key], known, key, depth + 1));
    return out;
  }
  const hasKnown = name !== undefined && Boolean(known[name]?.length);
  if (typeof value === "number" && !hasKnown && schema?.maximum !== undefined) return Math.min(schema.maximum, Number.MAX_SAFE_INTEGER);
  return value;
}

/** The sweep of one value (a body or a querystring) described by `schema`. */
export function sweepOf(value: unknown, schema: JsonSchema | undefined, known: KnownValues): SweepCase[] {
  const cases: SweepCase[] = [];
  // Places are found again in each copy by their index: the copy has the same shape.
  const original = placesOf(value);
  for (const [at, place] of original.entries()) {
    const isField = place.parent && !Array.isArray(place.parent);
    for (const [name, replacement] of at === 0 ? [] : replacementsFor(typeof place.value)) {
      const copy = copyValue(value);
      put(placesOf(copy)[at]!, replacement);
      cases.push({ label: `${place.path} = ${name}`, value: copy });
    }
    if (isField) {
      const copy = copyValue(value);
      delete (placesOf(copy)[at]!.parent as Record<string, unknown>)[place.key as string];
      cases.push({ label: `${place.path} removed`, value: copy });
    }
    const properties = schemaAt(schema, place.path)?.properties ?? {};
    if (place.value === null || typeof place.value !== "object" || Array.isArray(place.value)) continue;
    for (const [key, property] of Object.entries(properties).filter(([key]) => !(key in (place.value as object)))) {
      for (const [name, replacement] of replacementsFor(kindOf(property))) {
        const copy = copyValue(value);
        setOwn(placesOf(copy)[at]!.value as Record<string, unknown>, key, replacement);
        cases.push({ label: `${place.path ? `${place.path}.` : ""}${key} (left out) = ${name}`, value: copy });
      }
    }
  }
  cases.push({ label: "every bound at its maximum", value: maxedOut(value, schema, known) });
  const withPrototype = copyValue(value);
  if (withPrototype !== null && typeof withPrototype === "object" && !Array.isArray(withPrototype)) {
    setOwn(withPrototype as Record<string, unknown>, "__proto__", { isAdmin: true, role: "manager" });
    cases.push({ label: "__proto__ added", value: withPrototype });
  }
  return cases;
}
