/**
 * An owner's restaurants (issue 26): where a session of theirs opens, the restaurants a caller may run, and an owner's
 * switch to another of theirs. Any other role runs its account's one restaurant.
 */
import { REFUSALS } from "@forkful/contracts/refusals";
import type { StaffRestaurant } from "@forkful/contracts/staff-owner";
import type { StaffRole } from "@forkful/contracts/staff-tables";
import { ForbiddenError } from "../../lib/domain-errors";
import type { StaffCaller } from "../../plugins/caller";
import { restaurantsByIds } from "../merchants/public";
import type { StaffDeps } from "./staff-deps";

type Account = { id: string; role: StaffRole; locationId: number };

/** The restaurants the account may run: an owner's, in their order; anyone else's own. */
export async function restaurantIdsOf(deps: Pick<StaffDeps, "owners">, account: Account): Promise<number[]> {
  if (account.role !== "owner") return [account.locationId];
  const ids = await deps.owners.locationIdsOf(account.id);
  return ids.length > 0 ? ids : [account.locationId];
}

/** Where a new session of the account opens: the restaurant asked for (403 if not theirs) or their first. */
export async function openingRestaurant(deps: Pick<StaffDeps, "owners">, account: Account, asked?: number): Promise<number> {
  const ids = await restaurantIdsOf(deps, account);
  if (asked === undefined) return ids[0]!;
  if (!ids.includes(asked)) throw new ForbiddenError(REFUSALS.STAFF_NOT_YOUR_RESTAURANT);
  return asked;
}

/** Where an existing session is: an owner's as recorded (while still theirs), anyone else's at their restaurant. */
export async function sessionRestaurant(deps: Pick<StaffDeps, "owners">, account: Account, sessionId: string): Promise<number> {
  if (account.role !== "owner") return account.locationId;
  const [at, ids] = await Promise.all([deps.owners.sessionAt(sessionId), restaurantIdsOf(deps, account)]);
  return at !== null && ids.includes(at) ? at : ids[0]!;
}

/** Records where a new owner's session is (other roles' sessions need no record). */
export async function placeSession(deps: Pick<StaffDeps, "owners">, account: Account, sessionId: string, locationId: number) {
  if (account.role === "owner") await deps.owners.placeSession({ sessionId, staffId: account.id, locationId });
}

/** GET /staff/restaurants: the restaurants the caller may run, the one of this session marked. */
export async function staffRestaurants(
  deps: Pick<StaffDeps, "owners" | "db">,
  caller: StaffCaller,
): Promise<{ restaurants: StaffRestaurant[] }> {
  const ids = await restaurantIdsOf(deps, { id: caller.staffId, role: caller.role, locationId: caller.locationId });
  return { restaurants: await describeRestaurants(deps, ids, caller.locationId) };
}

/** The restaurants of these location ids as the console names them, in the order given (one gone is left out). */
export async function describeRestaurants(deps: Pick<StaffDeps, "db">, ids: number[], currentId: number): Promise<StaffRestaurant[]> {
  const found = await restaurantsByIds(deps.db, ids);
  return ids.flatMap((id) => {
    const place = found.get(id);
    if (!place) return [];
    const { location, merchant } = place;
    return [
      {
        locationId: id,
        name: merchant.name,
        branchName: location.branchName,
        city: location.city,
        currency: location.currency,
        timeZone: location.timeZoneCd,
        current: id === currentId,
      },
    ];
  });
}
