/** Drizzle queries for the diners' wallets. No rules here (the cap lives in wallet.ts). */
import { and, eq, gte, sql } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { customers } from "../../db/schema/customers";

/** Adds to a wallet that stays at most `ceiling` (none: no ceiling); the new balance, or null (no such customer, or too full). */
export async function addToWallet(executor: Executor, customerId: string, amount: number, ceiling: number | null): Promise<number | null> {
  const [row] = await executor
    .update(customers)
    .set({ walletAmount: sql`${customers.walletAmount} + ${amount}` })
    .where(and(eq(customers.id, customerId), ceiling === null ? undefined : sql`${customers.walletAmount} + ${amount} <= ${ceiling}`))
    .returning({ walletAmount: customers.walletAmount });
  return row?.walletAmount ?? null;
}

/** Takes from a wallet that holds at least `amount`; false when it holds less. */
export async function takeFromWallet(executor: Executor, customerId: string, amount: number): Promise<boolean> {
  const rows = await executor
    .update(customers)
    .set({ walletAmount: sql`${customers.walletAmount} - ${amount}` })
    .where(and(eq(customers.id, customerId), gte(customers.walletAmount, amount)))
    .returning({ id: customers.id });
  return rows.length === 1;
}

/** A diner's balance and the mobile number whose country sets the wallet's currency (null: no such customer). */
export async function walletRow(executor: Executor, customerId: string): Promise<{ amount: number; phoneNumber: string | null } | null> {
  const [row] = await executor
    .select({ amount: customers.walletAmount, phoneNumber: customers.phoneNumber })
    .from(customers)
    .where(eq(customers.id, customerId));
  return row ?? null;
}
