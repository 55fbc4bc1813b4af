/** GET /staff/curbside: the diners waiting outside a restaurant for their pickup order, the longest waiting first. */
import type { CurbsideWaiting } from "@forkful/contracts/curbside";
import type { Database } from "../../db/client";
import { pickupsWaitingOutside } from "../orders/public";

export async function curbsideWaiting(db: Database, locationId: number): Promise<CurbsideWaiting> {
  const rows = await pickupsWaitingOutside(db, locationId);
  return rows.map((o) => ({
    orderId: o.id,
    orderNumber: o.orderNumber,
    fullName: o.fullName,
    phone: o.phone || null,
    status: o.status,
    at: o.arrivedAt!.toISOString(),
    carDetails: o.arrivalCar ?? "",
    spot: o.arrivalSpot,
  }));
}
