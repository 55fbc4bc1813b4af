/**
 * The crash suite reads the database directly, outside the app: PostgreSQL through its URL, or the embedded PGlite
 * folder (only while no server has it open; after a kill -9 a copy is read, so the server recovers the original itself).
 * Here: opening it, the suite's fixtures (stock to sell, a coupon with limits) and the rows the invariants are checked on.
 */
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { asc, inArray, isNotNull } from "drizzle-orm";
import { type DatabaseHandle, openDatabase } from "../apps/server/src/db/client";
import { couponRedemptions, coupons, orderOffers } from "../apps/server/src/db/schema/coupons";
import { customers } from "../apps/server/src/db/schema/customers";
import { menuItems } from "../apps/server/src/db/schema/menu";
import { orderItems, orderStatusHistory, orders } from "../apps/server/src/db/schema/orders";
import { payments } from "../apps/server/src/db/schema/payments";
import { sandboxCharges } from "../apps/server/src/db/schema/sandbox-processor";

/** Enough of each tracked dish that the run never sells out (selling out is answered 409 and is tested elsewhere). */
export const SUITE_STOCK = 5_000;
/** A coupon only the suite uses: a few uses in all, so concurrent diners race for the last one. */
export const LIMITED_COUPON = { code: "CRASHCAP", totalLimit: 12, perCustomerLimit: 3, amount: 150 } as const;

export interface Where {
  /** PostgreSQL */
  url?: string;
  /** The server's DATA_DIR (PGlite in DATA_DIR/pglite). */
  dataDir?: string;
}

/** Runs `read` on the database; a PGlite folder is copied first when `copy` (its server was killed and restarts on it). */
export async function withDatabase<T>(where: Where, copy: boolean, read: (handle: DatabaseHandle) => Promise<T>): Promise<T> {
  let folder: string | undefined;
  let dataDir = where.dataDir ? join(where.dataDir, "pglite") : undefined;
  if (dataDir && copy && !where.url) {
    folder = mkdtempSync(join(tmpdir(), "forkful-crash-copy-"));
    cpSync(dataDir, join(folder, "pglite"), { recursive: true });
    dataDir = join(folder, "pglite");
  }
  const handle = await openDatabase(where.url ? { url: where.url, poolSize: 2 } : { dataDir });
  try {
    return await read(handle);
  } finally {
    await handle.close();
    if (folder) rmSync(folder, { recursive: true, force: true });
  }
}

/** Raises the chosen dishes' stock and adds the limited coupon at the restaurant (the server is stopped meanwhile). */
export async function addFixtures(handle: DatabaseHandle, locationId: number, trackedItemIds: number[]): Promise<void> {
  await handle.db.update(menuItems).set({ stockQuantity: SUITE_STOCK }).where(inArray(menuItems.id, trackedItemIds));
  await handle.db.insert(coupons).values({
    locationId,
    code: LIMITED_COUPON.code,
    description: "The crash suite's coupon",
    discountType: "FLAT",
    discountValue: LIMITED_COUPON.amount,
    minimumOrder: 0,
    totalLimit: LIMITED_COUPON.totalLimit,
    perCustomerLimit: LIMITED_COUPON.perCustomerLimit,
    listed: 0,
  });
}

export type OrderRow = Pick<
  typeof orders.$inferSelect,
  | "id"
  | "idempotencyKey"
  | "customerId"
  | "phone"
  | "orderType"
  | "status"
  | "paymentStatus"
  | "subtotal"
  | "tax"
  | "deliveryFee"
  | "tip"
  | "discount"
  | "walletRedeemed"
  | "total"
>;

/** Every row the invariants read, at one moment. */
export async function readRows(handle: DatabaseHandle, customerIds: string[]) {
  const { db } = handle;
  const orderRows: OrderRow[] = await db
    .select({
      id: orders.id,
      idempotencyKey: orders.idempotencyKey,
      customerId: orders.customerId,
      phone: orders.phone,
      orderType: orders.orderType,
      status: orders.status,
      paymentStatus: orders.paymentStatus,
      subtotal: orders.subtotal,
      tax: orders.tax,
      deliveryFee: orders.deliveryFee,
      tip: orders.tip,
      discount: orders.discount,
      walletRedeemed: orders.walletRedeemed,
      total: orders.total,
    })
    .from(orders);
  const lines = await db
    .select({ orderId: orderItems.orderId, itemId: orderItems.itemId, quantity: orderItems.quantity, subtotal: orderItems.subtotal })
    .from(orderItems);
  const history = await db
    .select({ orderId: orderStatusHistory.orderId, status: orderStatusHistory.status })
    .from(orderStatusHistory)
    .orderBy(asc(orderStatusHistory.at), asc(orderStatusHistory.id));
  const stock = await db
    .select({ id: menuItems.id, stock: menuItems.stockQuantity })
    .from(menuItems)
    .where(isNotNull(menuItems.stockQuantity));
  const wallets =
    customerIds.length > 0
      ? await db.select({ id: customers.id, amount: customers.walletAmount }).from(customers).where(inArray(customers.id, customerIds))
      : [];
  return {
    orders: orderRows,
    lines,
    history,
    stock: new Map(stock.map((s) => [s.id, s.stock ?? 0])),
    wallets: new Map(wallets.map((w) => [w.id, w.amount])),
    coupons: await db.select().from(coupons),
    redemptions: await db.select().from(couponRedemptions),
    offers: await db.select({ orderId: orderOffers.orderId, amount: orderOffers.amount }).from(orderOffers),
    payments: await db.select().from(payments),
    charges: await db.select().from(sandboxCharges),
  };
}

export type Rows = Awaited<ReturnType<typeof readRows>>;
