/** Drizzle queries for the stock of dishes and the diners' wallets that orders take and give back. No rules here. */
import { and, eq, gte, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { customers } from "../../db/schema/customers";
import { menuItems } from "../../db/schema/menu";
import type { Executor } from "./order-rows";

export function stockAndWallet(db: Database) {
  return {
    /** Takes stock of a tracked item; false when not enough is left. Untracked items always succeed. */
    async takeStock(tx: Executor, itemId: number, quantity: number): Promise<boolean> {
      const rows = await tx
        .update(menuItems)
        .set({ stockQuantity: sql`${menuItems.stockQuantity} - ${quantity}` })
        .where(and(eq(menuItems.id, itemId), gte(menuItems.stockQuantity, quantity)))
        .returning({ id: menuItems.id });
      if (rows.length === 1) return true;
      const [item] = await tx.select({ stock: menuItems.stockQuantity }).from(menuItems).where(eq(menuItems.id, itemId));
      return item !== undefined && item.stock === null;
    },

    async stockOf(executor: Executor, itemId: number): Promise<number | null> {
      const [item] = await executor.select({ stock: menuItems.stockQuantity }).from(menuItems).where(eq(menuItems.id, itemId));
      return item?.stock ?? null;
    },

    async debitWallet(tx: Executor, customerId: string, amount: number): Promise<boolean> {
      if (amount === 0) return true;
      const rows = await tx
        .update(customers)
        .set({ walletAmount: sql`${customers.walletAmount} - ${amount}` })
        .where(and(eq(customers.id, customerId), gte(customers.walletAmount, amount)))
        .returning({ id: customers.id });
      return rows.length === 1;
    },

    async walletOf(customerId: string): Promise<{ amount: number; phoneNumber: string | null }> {
      const [row] = await db
        .select({ amount: customers.walletAmount, phoneNumber: customers.phoneNumber })
        .from(customers)
        .where(eq(customers.id, customerId));
      return row ?? { amount: 0, phoneNumber: null };
    },

    /** Gives the lines' stock back, by item id so two transactions take the items' locks in the same order. */
    async restockLines(tx: Executor, lines: readonly { itemId: number; quantity: number }[]): Promise<void> {
      for (const { itemId, quantity } of [...lines].sort((a, b) => a.itemId - b.itemId))
        await tx
          .update(menuItems)
          .set({ stockQuantity: sql`${menuItems.stockQuantity} + ${quantity}` })
          .where(and(eq(menuItems.id, itemId), sql`${menuItems.stockQuantity} is not null`));
    },

    async creditWallet(tx: Executor, customerId: string, amount: number): Promise<void> {
      if (amount > 0)
        await tx
          .update(customers)
          .set({ walletAmount: sql`${customers.walletAmount} + ${amount}` })
          .where(eq(customers.id, customerId));
    },
  };
}
