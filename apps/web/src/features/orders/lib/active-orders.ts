/**
 * The diner's active orders on this device (spec §3 "active orders", §9: kept 1 hour): each with its orderId and
 * expiryTime, in local storage under its one key. Expired entries are pruned whenever the list is read.
 */
import { ACTIVE_ORDER_TTL_MS } from "@forkful/contracts/constants";
import type { Order } from "@forkful/contracts/orders";
import { z } from "zod";
import { browserStorage, STORAGE_KEYS } from "../../../shared/lib/storage-keys";

const activeOrderSchema = z.object({
  orderId: z.string().min(1),
  /** Epoch ms after which the entry is dropped. */
  expiryTime: z.number(),
  orderNumber: z.string().optional(),
  merchantType: z.string().optional(),
  locationSlug: z.string().optional(),
});
export type ActiveOrder = z.infer<typeof activeOrderSchema>;

function read(storage: Storage): ActiveOrder[] {
  try {
    const parsed = z.array(z.unknown()).safeParse(JSON.parse(storage.getItem(STORAGE_KEYS.activeOrders) ?? "[]"));
    if (!parsed.success) return [];
    return parsed.data.flatMap((entry) => {
      const one = activeOrderSchema.safeParse(entry);
      return one.success ? [one.data] : [];
    });
  } catch {
    return [];
  }
}

function write(storage: Storage, orders: ActiveOrder[]): void {
  try {
    if (orders.length === 0) storage.removeItem(STORAGE_KEYS.activeOrders);
    else storage.setItem(STORAGE_KEYS.activeOrders, JSON.stringify(orders));
  } catch {
    // Storage full or refused: the order is still on its tracker.
  }
}

/** The active orders that have not expired (the expired ones leave storage). */
export function activeOrders(now: number = Date.now(), storage: Storage | null = browserStorage()): ActiveOrder[] {
  if (!storage) return [];
  const all = read(storage);
  const live = all.filter((o) => o.expiryTime > now);
  if (live.length !== all.length) write(storage, live);
  return live;
}

/** Remembers a placed order for an hour. */
export function rememberActiveOrder(
  order: Pick<Order, "orderId" | "orderNumber" | "merchantType" | "locationSlug">,
  now: number = Date.now(),
  storage: Storage | null = browserStorage(),
): void {
  if (!storage) return;
  const others = activeOrders(now, storage).filter((o) => o.orderId !== order.orderId);
  write(storage, [
    ...others,
    {
      orderId: order.orderId,
      expiryTime: now + ACTIVE_ORDER_TTL_MS,
      orderNumber: order.orderNumber,
      merchantType: order.merchantType,
      locationSlug: order.locationSlug,
    },
  ]);
}

/** An order that is over (collected, delivered, cancelled) is no longer active. */
export function forgetActiveOrder(orderId: string, storage: Storage | null = browserStorage()): void {
  if (!storage) return;
  const all = read(storage);
  const rest = all.filter((o) => o.orderId !== orderId);
  if (rest.length !== all.length) write(storage, rest);
}
