/** A restaurant's late-order rules (issue 26): read with their defaults, set by its manager. */
import { DEFAULT_LATE_ORDER_RULES, type LateOrderRules } from "@forkful/contracts/late-orders";
import type { Executor } from "../../db/client";
import type { StaffCaller } from "../../plugins/caller";
import { type LateOrderRulesRow, rulesOfLocations, writeRules } from "./late-orders.repository";
import type { LateOrdersDeps } from "./late-orders-deps";

const toRules = ({ graceMinutes, creditAfterMinutes, creditAmount, creditAutomatic }: LateOrderRulesRow): LateOrderRules => ({
  graceMinutes,
  creditAfterMinutes,
  creditAmount,
  creditAutomatic,
});

/** Each location's rules; a location that never set them follows the defaults. */
export async function lateOrderRulesOf(executor: Executor, locationIds: number[]): Promise<(locationId: number) => LateOrderRules> {
  const rows = await rulesOfLocations(executor, [...new Set(locationIds)]);
  return (locationId) => {
    const row = rows.get(locationId);
    return row ? toRules(row) : DEFAULT_LATE_ORDER_RULES;
  };
}

export async function staffLateOrderRules(deps: Pick<LateOrdersDeps, "db">, caller: StaffCaller): Promise<LateOrderRules> {
  return (await lateOrderRulesOf(deps.db, [caller.locationId]))(caller.locationId);
}

export async function setStaffLateOrderRules(
  deps: Pick<LateOrdersDeps, "db" | "clock">,
  rules: LateOrderRules,
  caller: StaffCaller,
): Promise<LateOrderRules> {
  const row = { locationId: caller.locationId, ...rules, updatedAt: deps.clock(), updatedBy: `staff:${caller.staffId}` };
  await writeRules(deps.db, row);
  return toRules(row);
}
