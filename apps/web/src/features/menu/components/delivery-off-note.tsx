import type { RestaurantDetail } from "@forkful/contracts/merchants";
import { SERVICE_CLOSED_TEXTS } from "@forkful/contracts/services-off";
import { serviceOff } from "../../../entities/restaurant/lib/service-off";

/**
 * The restaurant turned delivery off for a while (issue 26): on the delivery menu, that a delivery order is not taken
 * now and when delivery is back. Nothing while delivery is on, or once its time has passed.
 */
export function DeliveryOffNote({
  restaurant,
  now = Date.now(),
}: {
  restaurant: Pick<RestaurantDetail, "servicesOffUntil" | "timeZoneCd">;
  now?: number;
}) {
  const off = serviceOff(restaurant, "delivery", now);
  if (!off) return null;
  const when = off.backAt ? SERVICE_CLOSED_TEXTS.backAt(off.backAt) : SERVICE_CLOSED_TEXTS.untilReopened;
  return (
    <p role="status" className="rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-900" data-testid="delivery-off">
      <strong>{SERVICE_CLOSED_TEXTS.deliveryOff}</strong> {when}
    </p>
  );
}
