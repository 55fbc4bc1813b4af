/**
 * Turning a well-formed value into a hostile one: a field (or the whole value) replaced by a hostile value (mostly of
 * its own type, which gets past type checks to what lies behind them), a field removed, an unknown field added. A
 * mutation picks its place with a number, so a list of them applies to any value and shrinks like any other value.
 */
import fc from "fast-check";
import { hostileNumber, hostileString, hostileValue, unknownKey } from "./hostile-values";
import { copyValue, setOwn, Verbatim } from "./json-text";

export type Mutation =
  | { kind: "replace"; at: number; value: unknown; inKind: boolean; text: string; number: unknown }
  | { kind: "remove"; at: number }
  | { kind: "add"; at: number; key: string; value: unknown };

type Container = Record<string, unknown> | unknown[];
export interface Place {
  parent: Container | undefined;
  key: string | number | undefined;
  value: unknown;
  /** `items.0.comment`; empty for the value itself. */
  path: string;
}

const isContainer = (value: unknown): value is Container => value !== null && typeof value === "object" && !(value instanceof Verbatim);

/** Every place in the value, the value itself first, depth first. */
export function placesOf(root: unknown): Place[] {
  const places: Place[] = [{ parent: undefined, key: undefined, value: root, path: "" }];
  const visit = (value: unknown, path: string, depth: number): void => {
    if (!isContainer(value) || depth > 8) return;
    for (const key of Array.isArray(value) ? value.keys() : Object.keys(value)) {
      const child = (value as Record<string | number, unknown>)[key];
      const childPath = path ? `${path}.${key}` : String(key);
      places.push({ parent: value, key, value: child, path: childPath });
      visit(child, childPath, depth + 1);
    }
  };
  visit(root, "", 0);
  return places;
}

export function put(place: Place, value: unknown): void {
  if (Array.isArray(place.parent)) place.parent[place.key as number] = value;
  else if (place.parent) setOwn(place.parent, place.key as string, value);
}

function applyOne(root: unknown, mutation: Mutation): unknown {
  const places = placesOf(root);
  if (mutation.kind === "replace") {
    const place = places[mutation.at % places.length]!;
    const kind = mutation.inKind ? typeof place.value : "any";
    const value = kind === "string" ? mutation.text : kind === "number" ? mutation.number : mutation.value;
    if (!place.parent) return value;
    put(place, value);
  } else if (mutation.kind === "remove") {
    const fields = places.filter((p) => p.parent && !Array.isArray(p.parent));
    const field = fields[mutation.at % Math.max(fields.length, 1)];
    if (field) delete (field.parent as Record<string, unknown>)[field.key as string];
  } else {
    const objects = places.filter((p) => isContainer(p.value) && !Array.isArray(p.value));
    const target = objects[mutation.at % Math.max(objects.length, 1)];
    if (target) setOwn(target.value as Record<string, unknown>, mutation.key, mutation.value);
  }
  return root;
}

/** The value with the mutations applied in order, on a copy. */
export function mutate(value: unknown, mutations: readonly Mutation[]): unknown {
  return mutations.reduce(applyOne, copyValue(value));
}

export const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant("replace" as const),
      at: fc.nat(),
      value: hostileValue,
      inKind: fc.oneof({ weight: 3, arbitrary: fc.constant(true) }, { weight: 1, arbitrary: fc.constant(false) }),
      text: hostileString,
      number: hostileNumber,
    }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant("remove" as const), at: fc.nat() }) },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant("add" as const),
      at: fc.nat(),
      key: unknownKey,
      value: fc.oneof(hostileValue, fc.jsonValue()),
    }),
  },
);

/** Mostly one mutation (one hostile field in a well-formed value reaches furthest); sometimes none, or a few. */
export const mutations: fc.Arbitrary<Mutation[]> = fc.oneof(
  { weight: 1, arbitrary: fc.constant<Mutation[]>([]) },
  { weight: 3, arbitrary: mutation.map((one) => [one]) },
  { weight: 1, arbitrary: fc.array(mutation, { minLength: 2, maxLength: 3 }) },
);
