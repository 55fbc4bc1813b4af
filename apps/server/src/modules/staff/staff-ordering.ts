/**
 * A manager pauses or paces their restaurant's online ordering (issue 26) and reads how it takes orders now. The
 * controls are the merchants module's; what they mean for orders being placed (and when ordering opens) is the orders
 * module's.
 */
import type { StaffOrdering, StaffOrderingBody } from "@forkful/contracts/ordering-pause";
import type { StaffCaller } from "../../plugins/caller";
import { setOrderingControls } from "../merchants/public";
import { orderingForStaff } from "../orders/public";
import type { StaffDeps } from "./staff-deps";

export function staffOrdering(deps: Pick<StaffDeps, "db" | "clock">, caller: StaffCaller): Promise<StaffOrdering> {
  return orderingForStaff(deps.db, caller.locationId, deps.clock());
}

export async function setStaffOrdering(
  deps: Pick<StaffDeps, "db" | "clock">,
  change: StaffOrderingBody,
  caller: StaffCaller,
): Promise<StaffOrdering> {
  const now = deps.clock();
  const { locationId } = caller;
  await setOrderingControls(deps.db, { locationId, change, actor: `staff:${caller.staffId}`, now });
  return orderingForStaff(deps.db, locationId, now);
}
