/**
 * An order cancelled cancels its courier: the live attempt is marked cancelled first (no re-dispatch), then the partner is
 * told. A manager's re-dispatch cancels it the same way, with its own reason, before asking the next partner.
 */
import type { DeliveryPartner } from "@forkful/contracts/delivery";
import type { DeliveryDeps } from "./delivery-deps";
import { publishOrderNow } from "./publish-delivery";

export const ORDER_CANCELLED_REASON = "The order was cancelled";

export async function cancelDeliveryOf(
  deps: Pick<DeliveryDeps, "deliveries" | "db" | "partners" | "events" | "clock" | "log">,
  orderId: string,
  why: { reason: string; failure: string | null } = { reason: ORDER_CANCELLED_REASON, failure: null },
) {
  const live = (await deps.deliveries.attemptsOf(orderId)).find((row) => row.state !== "cancelled" && row.state !== "delivered");
  if (!live) return;
  const cancelled = await deps.deliveries.cancelIfLive(live.id, why.failure, deps.clock());
  if (!cancelled) return;
  const answer = await deps.partners
    .get(live.partner as DeliveryPartner)
    ?.cancel(live.externalId, why.reason)
    .catch((error: unknown) => ({ ok: false as const, reason: error instanceof Error ? error.message : String(error) }));
  if (answer && !answer.ok)
    deps.log.warn({ orderId, partner: live.partner, reason: answer.reason }, "the partner did not take the cancellation");
  await publishOrderNow(deps, orderId);
}
