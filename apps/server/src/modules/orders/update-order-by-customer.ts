/** The diner changes their instructions, or cancels, while the restaurant has not accepted the order. */
import { OrderStatus } from "@forkful/contracts/order-status";
import type { Order } from "@forkful/contracts/orders";
import { TAB_REFUSALS } from "@forkful/contracts/tabs";
import { ConflictError } from "../../lib/domain-errors";
import type { Caller } from "../../plugins/caller";
import { moveOrderStatus } from "./move-order-status";
import { callersOrder, reloadOrder } from "./order-queries";
import type { OrderRecord } from "./orders.repository";
import type { OrdersDeps } from "./orders-deps";
import { publishStatus } from "./publish-status";

export type UpdateOrderByCustomerDeps = Pick<OrdersDeps, "orders" | "events" | "clock">;

export interface CustomerOrderUpdate {
  orderId: string;
  orderInstruction?: string;
  deliveryInstruction?: string;
  cancel?: true;
}

const ACCEPTED_ALREADY = "The restaurant has accepted this order; call them to change it";
const EDITABLE: number[] = [OrderStatus.Created, OrderStatus.Modified];

export async function updateOrderByCustomer(
  deps: UpdateOrderByCustomerDeps,
  request: CustomerOrderUpdate,
  caller: Caller | null,
): Promise<Order> {
  const record = await callersOrder(deps, request.orderId, caller);
  if (!EDITABLE.includes(record.order.status)) throw new ConflictError(ACCEPTED_ALREADY);
  assertOnlyTheirRounds(record, caller);
  const actor = caller ? `customer:${caller.customerId}` : "guest";
  if (request.cancel) return moveOrderStatus(deps, { orderId: request.orderId, to: OrderStatus.CancelledByCustomer, actor });
  const now = deps.clock();
  await changeInstructions(deps, record, request, actor, now);
  await publishStatus(deps.events, { orderId: request.orderId, locationId: record.order.locationId }, OrderStatus.Modified, now);
  return reloadOrder(deps, request.orderId);
}

/** A table's tab is one diner's to change or cancel only while every round on it is theirs. */
function assertOnlyTheirRounds({ tab }: OrderRecord, caller: Caller | null): void {
  if (!tab) return;
  const theirs = new Set(tab.diners.filter((d) => d.customerId === caller?.customerId).map((d) => d.id));
  if (tab.rounds.some((round) => !theirs.has(round.dinerId))) throw new ConflictError(TAB_REFUSALS.othersOrdered);
}

/** Writes the instructions and marks the order modified, both only while the restaurant has not accepted meanwhile. */
async function changeInstructions(
  { orders }: Pick<OrdersDeps, "orders">,
  record: OrderRecord,
  request: CustomerOrderUpdate,
  actor: string,
  now: Date,
): Promise<void> {
  const { order } = record;
  await orders.transaction(async (tx) => {
    const changes = {
      orderInstruction: request.orderInstruction ?? order.orderInstruction,
      deliveryInstruction: request.deliveryInstruction ?? order.deliveryInstruction,
      updatedAt: now,
    };
    const changed = await orders.updateOrderIfStatus(request.orderId, order.status, changes, tx);
    const moved =
      order.status === OrderStatus.Modified ||
      (await orders.moveStatus(tx, request.orderId, order.status, OrderStatus.Modified, actor, now));
    if (!changed || !moved) throw new ConflictError(ACCEPTED_ALREADY);
  });
}
