/** Where a delivery's courier is, by its partner's word; a partner that cannot say (down, slow) is logged and read as not knowing. */
import type { DeliveryPartner } from "@forkful/contracts/delivery";
import type { CourierPoint } from "../../integrations/delivery/delivery-partner";
import type { DeliveryRow } from "./delivery.repository";
import type { DeliveryDeps } from "./delivery-deps";

export async function courierPointOf(deps: Pick<DeliveryDeps, "partners" | "log">, row: DeliveryRow): Promise<CourierPoint | null> {
  const api = deps.partners.get(row.partner as DeliveryPartner);
  if (!api) return null;
  try {
    return await api.courierLocation(row.externalId);
  } catch (error) {
    deps.log.warn({ err: error, partner: row.partner }, "the courier's position could not be read");
    return null;
  }
}
