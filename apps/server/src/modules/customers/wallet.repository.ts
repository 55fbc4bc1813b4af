/** Drizzle queries for the diners' wallets. No rules here. */
import { and, eq, gte, sql } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { customers } from "../../db/schema/customers";

export async function walletRow(executor: Executor, customerId: string): Promise<{ amount: number; phoneNumber: string | null }> {
  const [row] = await executor
    .select({ amount: customers.walletAmount, phoneNumber: customers.phoneNumber })
    .from(customers)
    .where(eq(customers.id, customerId));
  return row ?? { amount: 0, phoneNumber: null };
}

/** Takes the amount when the wallet holds it; false otherwise. */
export async function takeFromWallet(executor: Executor, customerId: string, amount: number): Promise<boolean> {
  const rows = await executor
    .update(customers)
    .set({ walletAmount: sql`${customers.walletAmount} - ${amount}` })
    .where(and(eq(customers.id, customerId), gte(customers.walletAmount, amount)))
    .returning({ id: customers.id });
  return rows.length === 1;
}

/** Adds the amount to the wallet. */
export async function addToWallet(executor: Executor, customerId: string, amount: number): Promise<void> {
  await executor
    .update(customers)
    .set({ walletAmount: sql`${customers.walletAmount} + ${amount}` })
    .where(eq(customers.id, customerId));
}
