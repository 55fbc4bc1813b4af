/**
 * POST /order/customer (spec §7): one order, narrowed as the table's pages ask. sortOrder: the dishes of that round;
 * splitId: a part of its split bill (with that part's payment); transactionId: that payment, and the part it pays.
 */

import { KOT_REFUSALS } from "@forkful/contracts/kitchen";
import type { Order } from "@forkful/contracts/orders";
import { SPLIT_REFUSALS } from "@forkful/contracts/splits";
import { KITCHEN_REFUSALS } from "@forkful/contracts/tabs";
import { z } from "zod";
import { NotFoundError } from "../../lib/domain-errors";
import { type Caller, isOwner, type StaffCaller } from "../../plugins/caller";
import { toOrderDto } from "./order-mapper";
import { orderRecordFor, sharedView } from "./order-queries";
import type { OrdersRepository } from "./orders.repository";
import type { ReleaseUnpaidDeps } from "./release-unpaid-order";
import { livePaymentOf, toPaymentDto } from "./tab-mapper";

export interface OrderLookup {
  orderId: string;
  splitId?: string | null | undefined;
  sortOrder?: number | null | undefined;
  transactionId?: string | null | undefined;
}

export type OrderLookupDeps = ReleaseUnpaidDeps & { orders: Pick<OrdersRepository, "splitLineIds"> };

const isUuid = (value: string) => z.uuid().safeParse(value).success;

export async function lookUpOrder(
  deps: OrderLookupDeps,
  { orderId, splitId, sortOrder, transactionId }: OrderLookup,
  caller: Caller | null,
  staff: StaffCaller | null,
): Promise<Order> {
  const record = await orderRecordFor(deps, orderId, caller, staff);
  const full = toOrderDto(record, caller?.customerId ?? null);
  // A tab's diners share its bill, not its placer's details: the personal fields stay the placer's alone.
  let order = isOwner(record.order.customerId, caller) ? full : sharedView(full);
  if (sortOrder !== null && sortOrder !== undefined) {
    const items = order.items.filter((i) => i.sortOrder === sortOrder);
    if (items.length === 0) throw new NotFoundError(KITCHEN_REFUSALS.noSuchRound);
    order = { ...order, items, sortOrder };
  }
  if (transactionId) {
    const payment = isUuid(transactionId) ? record.payments.find((p) => p.id === transactionId) : undefined;
    if (!payment) throw new NotFoundError(KOT_REFUSALS.noSuchTransaction);
    order = { ...order, transactionId, payment: toPaymentDto(payment), splitId: splitId || payment.splitId || order.splitId };
  }
  if (splitId) {
    const isPart = isUuid(splitId) && (await deps.orders.splitLineIds(orderId, splitId)) !== null;
    if (!isPart) throw new NotFoundError(SPLIT_REFUSALS.noSuchSplit);
    order = { ...order, splitId, payment: transactionId ? order.payment : livePaymentOf(record.payments, splitId) };
  }
  return order;
}
