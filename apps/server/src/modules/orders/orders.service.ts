/** Placing orders and moving them through their states. */
import { createHash, randomUUID } from "node:crypto";
import { canMoveOrder, FINAL_ORDER_STATUSES, OrderStatus, orderStatusText } from "@forkful/contracts/order-status";
import { suggestedTips, type TipType, tipAmount } from "@forkful/contracts/order-totals";
import type { CreateOrderRequest, Order, OrdersPage, TotalsAnswer } from "@forkful/contracts/orders";
import { moneyIsLocked } from "@forkful/contracts/payment-states";
import type { OrderEvents } from "../../integrations/events/order-events";
import type { Clock } from "../../lib/clock";
import { BadRequestError, ConflictError, NotFoundError } from "../../lib/domain-errors";
import { assertOwner, type Caller } from "../../plugins/caller";
import type { MenuRepository } from "../menu/menu.repository";
import { fromWallClock, localDateOf } from "../merchants/opening-hours";
import { toOrderDto } from "./order-mapper";
import { stockMessage } from "./order-pricing";
import { type QuoteRequest, quoteOrder } from "./order-quote";
import { repriceOrder } from "./order-repricing";
import { asapAvailable, orderSlots } from "./order-scheduling";
import type { OrderRecord, OrdersRepository } from "./orders.repository";
import { slotRulesFor } from "./slot-rules";

export interface OrdersServiceDeps {
  orders: OrdersRepository;
  menu: MenuRepository;
  events: OrderEvents;
  clock: Clock;
  /** Called after stock changes so cached menus show the new quantities. */
  onStockChanged(locationId: number): void;
  /** Called after an order is cancelled, to release or give back its payment. */
  onCancelled?(orderId: string): Promise<void>;
}

const isUniqueViolation = (error: unknown) => {
  const cause = (error as { cause?: { code?: string } }).cause ?? (error as { code?: string });
  return cause?.code === "23505";
};

const WALLET_CHANGED = "Your wallet balance has changed. Review your order.";
const ACCEPTED_ALREADY = "The restaurant has accepted this order; call them to change it";

export function createOrdersService(deps: OrdersServiceDeps) {
  const { orders, clock, events } = deps;

  async function loadVisible(orderId: string, caller: Caller | null): Promise<OrderRecord> {
    const record = await orders.findOrder(orderId);
    if (!record) throw new NotFoundError("No order has this id");
    assertOwner(record.order.customerId, caller);
    return record;
  }

  async function publish(orderId: string, status: number, at: Date) {
    await events.publish({ orderId, status, label: orderStatusText(status), at: at.toISOString() });
  }

  /** Moves an order to a new status if the move is allowed; cancelling puts stock and wallet back. */
  async function moveStatus(orderId: string, to: number, actor: string, guard: (record: OrderRecord) => void): Promise<Order> {
    const record = await orders.findOrder(orderId);
    if (!record) throw new NotFoundError("No order has this id");
    guard(record);
    const { order } = record;
    if (!canMoveOrder(order.status, to, order.orderType)) {
      throw new ConflictError(`An order that is "${orderStatusText(order.status)}" cannot become "${orderStatusText(to)}"`);
    }
    const now = clock();
    const cancelling = to === OrderStatus.CancelledByCustomer || to === OrderStatus.CancelledByMerchant;
    await orders.transaction(async (tx) => {
      if (!(await orders.moveStatus(tx, orderId, order.status, to, actor, now)))
        throw new ConflictError("The order changed meanwhile. Reload and try again.");
      if (cancelling) {
        for (const item of [...record.items].sort((a, b) => a.itemId - b.itemId)) await orders.restock(tx, item.itemId, item.quantity);
        if (order.customerId) await orders.creditWallet(tx, order.customerId, order.walletRedeemed);
      }
    });
    if (cancelling) {
      deps.onStockChanged(order.locationId);
      await deps.onCancelled?.(orderId);
    }
    await publish(orderId, to, now);
    return toOrderDto((await orders.findOrder(orderId))!);
  }

  /** The instant the order should be ready, checked against the restaurant's hours and the event's slots. */
  function scheduleOf(
    request: CreateOrderRequest,
    quote: Awaited<ReturnType<typeof quoteOrder>>,
    now: Date,
  ): { scheduledAt: Date | null; slotLabel: string | null } {
    const { location } = quote;
    if (quote.event) {
      const slot = quote.event.slots.find((s) => s.id === request.eventSlotId);
      if (!slot) throw new BadRequestError("Choose one of the event's slots");
      const wall = Date.parse(`${quote.event.event.eventDate}T${slot.startsAt}:00Z`);
      const startsAt = fromWallClock(wall, location.timeZoneCd);
      if (startsAt.getTime() < now.getTime() + location.defaultPickUpEta * 60_000)
        throw new BadRequestError(`${slot.label} has already begun. Choose a later slot.`);
      return { scheduledAt: startsAt, slotLabel: slot.label };
    }
    const rules = slotRulesFor(location, request.orderType, now);
    if (request.orderTimeASAP) {
      if (!asapAvailable(rules)) throw new BadRequestError(`${location.branchName} is not taking orders for now. Choose a later time.`);
      return { scheduledAt: null, slotLabel: null };
    }
    const wanted = request.scheduledAt ? new Date(request.scheduledAt).toISOString() : null;
    const slot = orderSlots(rules).find((s) => s.startsAt === wanted);
    if (!slot) throw new BadRequestError("That time is not available. Choose another.");
    return { scheduledAt: new Date(slot.startsAt), slotLabel: null };
  }

  return {
    async totals(request: QuoteRequest, caller: Caller | null): Promise<TotalsAnswer> {
      const quote = await quoteOrder(deps, request, caller);
      return {
        currency: quote.location.currency,
        lines: quote.lines.map(({ taxRate: _taxRate, ...line }) => line),
        totals: quote.totals,
        suggestedTips: suggestedTips(quote.location.currency, quote.totals.subtotal),
        minimumOrder: request.orderType === "delivery" ? quote.location.deliverySettings.minimumOrder : 0,
        walletBalance: quote.walletBalance,
      };
    },

    /** Places an order once per idempotency key: the same key answers the same order. */
    async placeOrder(request: CreateOrderRequest, caller: Caller | null): Promise<{ order: Order; created: boolean }> {
      const { idempotencyKey, ...rest } = request;
      const requestHash = createHash("sha256").update(JSON.stringify(rest)).digest("hex");
      const again = async () => {
        const existing = await orders.findByIdempotencyKey(idempotencyKey);
        if (!existing) return null;
        if (existing.requestHash !== requestHash) throw new ConflictError("This order was already placed with other details");
        const record = await orders.findOrder(existing.id);
        assertOwner(record!.order.customerId, caller);
        return { order: toOrderDto(record!), created: false };
      };
      const earlier = await again();
      if (earlier) return earlier;

      const now = clock();
      const quote = await quoteOrder(deps, request, caller);
      const wantedFromWallet = Math.min(request.redeemWallet, quote.totals.total + quote.totals.walletRedeemed);
      if (quote.totals.walletRedeemed < wantedFromWallet) throw new ConflictError(WALLET_CHANGED);
      const { scheduledAt, slotLabel } = scheduleOf(request, quote, now);
      const { location, totals } = quote;
      const etaMinutes = request.orderType === "delivery" ? location.defaultDeliveryEta : location.defaultPickUpEta;
      const orderId = randomUUID();
      const wanted = new Map<number, { name: string; quantity: number }>();
      for (const line of quote.lines) {
        const seen = wanted.get(line.itemId);
        wanted.set(line.itemId, { name: line.itemName, quantity: (seen?.quantity ?? 0) + line.quantity });
      }
      let placed: OrderRecord | undefined;
      try {
        await orders.transaction(async (tx) => {
          if (request.eventSlotId && quote.event) {
            const slot = quote.event.slots.find((x) => x.id === request.eventSlotId)!;
            if ((await orders.lockAndCountSlot(tx, slot.id)) >= slot.capacity)
              throw new ConflictError(`${slot.label} is full. Choose another slot.`);
          }
          // Rows are locked in item id order, so two carts never wait on each other (no deadlock).
          for (const [itemId, { name, quantity }] of [...wanted].filter(([id]) => quote.trackedItemIds.has(id)).sort(([a], [b]) => a - b)) {
            if (!(await orders.takeStock(tx, itemId, quantity)))
              throw new ConflictError(stockMessage(name, (await orders.stockOf(tx, itemId)) ?? 0));
          }
          if (quote.customerId && !(await orders.debitWallet(tx, quote.customerId, totals.walletRedeemed))) {
            throw new ConflictError(WALLET_CHANGED);
          }
          const number = await orders.nextOrderNumber(tx, location.id);
          placed = await orders.insertOrder(
            tx,
            {
              id: orderId,
              orderNumber: String(number),
              idempotencyKey,
              requestHash,
              locationId: location.id,
              orderType: request.orderType,
              orderTypeId: quote.orderTypeId,
              status: OrderStatus.Created,
              customerId: quote.customerId,
              fullName: request.fullName,
              phone: request.phone,
              email: request.email ?? null,
              currency: location.currency,
              subtotal: totals.subtotal,
              tax: totals.tax,
              deliveryFee: totals.deliveryFee,
              tip: totals.tip,
              tipType: request.tip?.tipType ?? "FLATFEE",
              discount: totals.discount,
              walletRedeemed: totals.walletRedeemed,
              total: totals.total,
              orderTimeAsap: scheduledAt === null,
              scheduledAt,
              eventSlug: quote.event?.event.eventSlug ?? null,
              eventSlotId: request.eventSlotId ?? null,
              eventSlotLabel: slotLabel,
              tableId: request.tableId ?? null,
              address: request.address ?? null,
              comment: request.comment ?? null,
              orderInstruction: request.orderInstruction ?? null,
              deliveryInstruction: request.deliveryInstruction ?? null,
              orderDate: localDateOf(now, location.timeZoneCd),
              etaAt: scheduledAt ?? new Date(now.getTime() + etaMinutes * 60_000),
              deviceId: request.deviceId ?? null,
              staffId: request.staffId ?? null,
              createdAt: now,
              updatedAt: now,
            },
            quote.lines.map((line, i) => ({
              itemId: line.itemId,
              itemName: line.itemName,
              quantity: line.quantity,
              unitPrice: line.unitPrice,
              options: line.options,
              subtotal: line.subtotal,
              taxRate: line.taxRate,
              comment: line.comment,
              sortOrder: i,
            })),
            caller ? `customer:${caller.customerId}` : "guest",
            {
              slug: location.locationSlug,
              merchantType: quote.merchantType,
              branchName: location.branchName,
              phoneNumber: location.phoneNumber,
              timeZone: location.timeZoneCd,
            },
          );
        });
      } catch (error) {
        // Two requests with one key at the same moment: the loser answers the winner's order, whether it
        // lost on the key itself or on the stock or wallet the winner just took.
        if (isUniqueViolation(error) || error instanceof ConflictError) {
          const winner = await again();
          if (winner) return winner;
        }
        throw error;
      }
      if (quote.trackedItemIds.size > 0) deps.onStockChanged(location.id);
      await publish(orderId, OrderStatus.Created, now);
      return { order: toOrderDto(placed!), created: true };
    },

    async getOrder(orderId: string, caller: Caller | null): Promise<Order> {
      return toOrderDto(await loadVisible(orderId, caller));
    },

    moveStatus,

    /** Any order by id, for staff (who check the location themselves). */
    async getOrderForStaff(orderId: string): Promise<Order> {
      const record = await orders.findOrder(orderId);
      if (!record) throw new NotFoundError("No order has this id");
      return toOrderDto(record);
    },

    async updateByCustomer(
      request: { orderId: string; orderInstruction?: string; deliveryInstruction?: string; cancel?: true },
      caller: Caller | null,
    ) {
      const record = await loadVisible(request.orderId, caller);
      const editable: number[] = [OrderStatus.Created, OrderStatus.Modified];
      if (!editable.includes(record.order.status)) throw new ConflictError(ACCEPTED_ALREADY);
      const actor = caller ? `customer:${caller.customerId}` : "guest";
      if (request.cancel) return moveStatus(request.orderId, OrderStatus.CancelledByCustomer, actor, () => {});
      const now = clock();
      await orders.transaction(async (tx) => {
        const changes = {
          orderInstruction: request.orderInstruction ?? record.order.orderInstruction,
          deliveryInstruction: request.deliveryInstruction ?? record.order.deliveryInstruction,
          updatedAt: now,
        };
        // Both only while the restaurant has not accepted meanwhile.
        const changed = await orders.updateOrderIfStatus(request.orderId, record.order.status, changes, tx);
        const moved =
          record.order.status === OrderStatus.Modified ||
          (await orders.moveStatus(tx, request.orderId, record.order.status, OrderStatus.Modified, actor, now));
        if (!changed || !moved) throw new ConflictError(ACCEPTED_ALREADY);
      });
      await publish(request.orderId, OrderStatus.Modified, now);
      return toOrderDto((await orders.findOrder(request.orderId))!);
    },

    /** Changes the tip and recomputes the total; wallet money no longer needed goes back to the wallet. */
    async addTip(request: { orderId: string; tip: number; tipType: TipType }, caller: Caller | null): Promise<Order> {
      const { order } = await loadVisible(request.orderId, caller);
      if (FINAL_ORDER_STATUSES.includes(order.status)) throw new ConflictError("A finished order cannot take a tip");
      await orders.transaction(async (tx) => {
        const locked = await orders.lockOrder(tx, request.orderId);
        if (moneyIsLocked(locked.payments.map((p) => p.state)))
          throw new ConflictError("Payment has started for this order, so its tip can no longer change");
        const tip = tipAmount({ tipType: request.tipType, tipValue: request.tip }, locked.order.subtotal);
        const repriced = repriceOrder(locked.order, { tip });
        const changed = await orders.updateOrderIfStatus(
          request.orderId,
          locked.order.status,
          { tip, tipType: request.tipType, walletRedeemed: repriced.walletRedeemed, total: repriced.total, updatedAt: clock() },
          tx,
        );
        if (!changed) throw new ConflictError("The order changed meanwhile. Reload and try again.");
        if (locked.order.customerId) await orders.creditWallet(tx, locked.order.customerId, repriced.walletReturned);
      });
      return toOrderDto((await orders.findOrder(request.orderId))!);
    },

    /** A location's orders for its staff, newest first. */
    async listForLocation(locationId: number, statuses: number[] | undefined): Promise<OrdersPage> {
      const { records, total } = await orders.listOrders({ locationId, statuses }, 0, 200, "desc");
      return { content: records.map(toOrderDto), totalElements: total, page: 0, size: 200 };
    },
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;
