/**
 * The kitchen or a manager marks dishes and options sold out ("86") and sets stock (issue 26). The menu module owns
 * them and makes the change; each is recorded as a staff action in the same transaction, then told to every instance
 * (stockChanged, broadcast) so each drops its cached menus of the restaurant at once.
 */
import type { DishAvailabilityBody, OptionAvailabilityBody, StaffDish, StaffMenu, StaffOption } from "@forkful/contracts/menu-availability";
import type { Database } from "../../db/client";
import type { DomainEvents } from "../../integrations/events/domain-events";
import type { Clock } from "../../lib/clock";
import type { StaffCaller } from "../../plugins/caller";
import { menuAvailabilityOf, setDishAvailability, setOptionAvailability } from "../menu/public";
import { recordStaffAction } from "./staff-actions";

export interface StaffMenuDeps {
  db: Database;
  clock: Clock;
  events: DomainEvents;
}

export function staffMenu(deps: StaffMenuDeps, caller: StaffCaller): Promise<StaffMenu> {
  return menuAvailabilityOf(deps.db, caller.locationId, deps.clock());
}

export async function setStaffDish(
  deps: StaffMenuDeps,
  itemId: number,
  change: DishAvailabilityBody,
  caller: StaffCaller,
): Promise<StaffDish> {
  const now = deps.clock();
  const dish = await deps.db.transaction(async (tx) => {
    const changed = await setDishAvailability(tx, itemId, { locationId: caller.locationId, change, now });
    await recordStaffAction(tx, {
      actor: caller,
      action: "dish.availability",
      subjectType: "dish",
      subjectId: String(itemId),
      detail: change,
      at: now,
    });
    return changed;
  });
  void deps.events.publish("stockChanged", { locationId: caller.locationId });
  return dish;
}

export async function setStaffOption(
  deps: StaffMenuDeps,
  optionId: number,
  change: OptionAvailabilityBody,
  caller: StaffCaller,
): Promise<StaffOption> {
  const now = deps.clock();
  const option = await deps.db.transaction(async (tx) => {
    const changed = await setOptionAvailability(tx, optionId, { locationId: caller.locationId, change, now });
    await recordStaffAction(tx, {
      actor: caller,
      action: "option.availability",
      subjectType: "option",
      subjectId: String(optionId),
      detail: change,
      at: now,
    });
    return changed;
  });
  void deps.events.publish("stockChanged", { locationId: caller.locationId });
  return option;
}
