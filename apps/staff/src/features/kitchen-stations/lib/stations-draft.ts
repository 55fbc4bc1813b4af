/**
 * The stations screen's draft: the stations as the manager is naming them and where each category and dish goes,
 * until saved all at once (PUT /staff/kitchen/stations). A station keeps its key when renamed; a new one gets a key
 * made from its name. Routes to a removed station are dropped (those dishes go back to no station).
 */
import { type KitchenStation, type KitchenStations, kitchenStationsSchema } from "@forkful/contracts/kitchen";
import { slugOf } from "@forkful/contracts/slugs";

export interface DraftStation {
  key: string;
  name: string;
}

export interface StationsDraft {
  stations: DraftStation[];
  /** Category id → station key. */
  categories: Record<number, string>;
  /** Dish id → station key (wins over its category). */
  dishes: Record<number, string>;
}

export function draftOf(stations: KitchenStation[]): StationsDraft {
  const draft: StationsDraft = { stations: stations.map(({ key, name }) => ({ key, name })), categories: {}, dishes: {} };
  // The server's rule: the first station naming a dish (or category) is where it goes.
  for (const station of [...stations].reverse()) {
    for (const id of station.categoryIds) draft.categories[id] = station.key;
    for (const id of station.dishIds) draft.dishes[id] = station.key;
  }
  return draft;
}

/** A key from a name ("Cold line" → "cold-line"), unlike every key taken. */
export function keyFor(name: string, taken: string[]): string {
  const base = slugOf(name, 20) || "station";
  let key = base;
  for (let n = 2; taken.includes(key); n += 1) key = `${base}-${n}`;
  return key;
}

export const addStation = (draft: StationsDraft, name: string): StationsDraft => ({
  ...draft,
  stations: [
    ...draft.stations,
    {
      key: keyFor(
        name,
        draft.stations.map((s) => s.key),
      ),
      name,
    },
  ],
});

export const renameStation = (draft: StationsDraft, key: string, name: string): StationsDraft => ({
  ...draft,
  stations: draft.stations.map((s) => (s.key === key ? { ...s, name } : s)),
});

const without = (routes: Record<number, string>, key: string) =>
  Object.fromEntries(Object.entries(routes).filter(([, to]) => to !== key)) as Record<number, string>;

export const removeStation = (draft: StationsDraft, key: string): StationsDraft => ({
  stations: draft.stations.filter((s) => s.key !== key),
  categories: without(draft.categories, key),
  dishes: without(draft.dishes, key),
});

/** Routes a category or dish to a station, or ("") to none / back to its category. */
export function route(draft: StationsDraft, what: "categories" | "dishes", id: number, key: string): StationsDraft {
  const routes = { ...draft[what] };
  if (key) routes[id] = key;
  else delete routes[id];
  return { ...draft, [what]: routes };
}

const idsTo = (routes: Record<number, string>, key: string) =>
  Object.entries(routes)
    .filter(([, to]) => to === key)
    .map(([id]) => Number(id))
    .sort((a, b) => a - b);

/** The body of the PUT. */
export const bodyOf = (draft: StationsDraft): KitchenStations => ({
  stations: draft.stations.map(({ key, name }) => ({
    key,
    name: name.trim(),
    dishIds: idsTo(draft.dishes, key),
    categoryIds: idsTo(draft.categories, key),
  })),
});

/** What is wrong with the draft, by the contracts' rules: each station's name (by key), and the whole. */
export function problemsOf(draft: StationsDraft): { names: Record<string, string>; whole: string | null } {
  const names: Record<string, string> = {};
  const parsed = kitchenStationsSchema.safeParse(bodyOf(draft));
  let whole: string | null = null;
  for (const issue of parsed.success ? [] : parsed.error.issues) {
    const [, index, field] = issue.path;
    const station = typeof index === "number" ? draft.stations[index] : undefined;
    if (station && field === "name") names[station.key] ??= issue.message;
    else whole ??= issue.message;
  }
  return { names, whole };
}

/** Whether the draft differs from what the server holds. */
export const changedFrom = (draft: StationsDraft, saved: KitchenStation[]) =>
  JSON.stringify(bodyOf(draft).stations) !== JSON.stringify(bodyOf(draftOf(saved)).stations);
