/**
 * The kitchen tickets (KOT) of an order (spec §7): one per round, with its dishes, options and comments and where each
 * dish is. A split part (splitId), or a payment of one (transactionId), narrows them to that part's dishes. A tab's
 * tickets are for its diners and its restaurant's staff; any other order's for anyone holding its link, as before.
 */
import { KOT_REFUSALS } from "@forkful/contracts/kitchen";
import { MESSAGES } from "@forkful/contracts/messages";
import type { KotAnswer } from "@forkful/contracts/order-lookups";
import { SPLIT_REFUSALS } from "@forkful/contracts/splits";
import { z } from "zod";
import type { Database } from "../../db/client";
import { NotFoundError } from "../../lib/domain-errors";
import type { Caller, StaffCaller } from "../../plugins/caller";
import { roundTicketsOf, splitOfOrder } from "../bills/public";
import { assertMaySeeTab, type OrderRecord, orderRecord } from "../orders/public";
import type { KitchenDeps } from "./kitchen-deps";
import { optionText, toKitchenTickets } from "./kitchen-ticket-mapper";

export interface KotRequest {
  orderId: string;
  splitId: string;
  transactionId?: string | null;
}

/** Who reads the tickets: a diner or guest session, a staff member, or nobody. */
export interface TicketReader {
  diner: Caller | null;
  staff: StaffCaller | null;
}

const isUuid = (value: string) => z.uuid().safeParse(value).success;

/** The line ids the request narrows to, or null for every dish. */
async function narrowedLines(db: Database, record: OrderRecord, { splitId, transactionId }: KotRequest) {
  let split = splitId || null;
  if (transactionId) {
    const payment = record.payments.find((p) => p.id === transactionId);
    if (!payment) throw new NotFoundError(KOT_REFUSALS.noSuchTransaction);
    split = payment.splitId ?? split;
  }
  if (!split) return null;
  const part = isUuid(split) ? await splitOfOrder(db, record.order.id, split) : null;
  if (!part) throw new NotFoundError(SPLIT_REFUSALS.noSuchSplit);
  return new Set(part.lines.map((l) => l.lineId));
}

export async function kitchenTicket({ db }: Pick<KitchenDeps, "db">, request: KotRequest, reader: TicketReader): Promise<KotAnswer> {
  const record = await orderRecord(db, request.orderId);
  if (!record) throw new NotFoundError(MESSAGES.noSuchOrder);
  if (record.order.tabState) assertMaySeeTab(record, reader.diner, reader.staff);
  const only = await narrowedLines(db, record, request);
  const dishes = only ? record.items.filter((i) => only.has(i.id)) : record.items;
  const rounds = await roundTicketsOf(db, [record.order.id]);
  const tickets = toKitchenTickets(record.order, dishes, rounds).filter((t) => !only || t.items.length > 0);
  return {
    orderId: record.order.id,
    orderNumber: record.order.orderNumber,
    status: record.order.status,
    items: dishes.map((i) => ({
      itemName: i.itemName,
      quantity: i.quantity,
      options: i.options.map(optionText),
      comment: i.comment,
    })),
    tickets,
  };
}
