/** Who may follow a delivery: the order's owner (the order rules' owner check) or staff of its restaurant. */
import { DELIVERY_TEXTS } from "@forkful/contracts/delivery";
import { MESSAGES } from "@forkful/contracts/messages";
import { ConflictError, ForbiddenError, NotFoundError } from "../../lib/domain-errors";
import { assertOwner, type Caller, type StaffCaller } from "../../plugins/caller";
import { type OrderRecord, orderRecord } from "../orders/public";
import type { DeliveryDeps } from "./delivery-deps";

export async function followedOrder(
  deps: Pick<DeliveryDeps, "db">,
  orderId: string,
  caller: Caller | null,
  staff: StaffCaller | null,
): Promise<OrderRecord> {
  const record = await orderRecord(deps.db, orderId);
  if (!record) throw new NotFoundError(MESSAGES.noSuchOrder);
  if (staff) {
    if (staff.locationId !== record.order.locationId) throw new ForbiddenError(DELIVERY_TEXTS.notYourDelivery);
  } else assertOwner(record.order.customerId, caller, DELIVERY_TEXTS.notYourDelivery);
  if (record.order.orderType !== "delivery") throw new ConflictError(DELIVERY_TEXTS.notDelivery);
  return record;
}
