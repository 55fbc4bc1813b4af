/**
 * A customer's account rows, read and written in the executor given (the database or the caller's transaction): what
 * sign-in (auth) reads and writes of customers (issue 25: it queries no customers table), and what the customers
 * module's own repository is made of. Unique violations come back as UniqueViolation ('linked' conflicts).
 */
import { and, eq, inArray, isNull, or, sql } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { customers } from "../../db/schema/customers";

export type CustomerRow = typeof customers.$inferSelect;
export type CustomerChanges = Partial<Omit<typeof customers.$inferInsert, "id" | "createdAt">>;
export type NewCustomer = typeof customers.$inferInsert;

/** Postgres unique violations name the index; the service turns them into 'linked' conflicts. */
export class UniqueViolation extends Error {
  constructor(readonly constraint: string) {
    super(`unique violation on ${constraint}`);
  }
}

function rethrowUnique(error: unknown): never {
  const cause = (error as { cause?: { code?: string; constraint?: string } }).cause ?? (error as { code?: string; constraint?: string });
  if (cause?.code === "23505") throw new UniqueViolation(cause.constraint ?? "");
  throw error;
}

async function customerWhere(executor: Executor, where: ReturnType<typeof eq>): Promise<CustomerRow | null> {
  const [row] = await executor.select().from(customers).where(where).limit(1);
  return row ?? null;
}

export const customerById = (executor: Executor, id: string) => customerWhere(executor, eq(customers.id, id));
export const customerByPhone = (executor: Executor, phoneNumber: string) => customerWhere(executor, eq(customers.phoneNumber, phoneNumber));
export const customerByEmail = (executor: Executor, email: string) => customerWhere(executor, eq(customers.email, email));
export const customerByUserName = (executor: Executor, userName: string) => customerWhere(executor, eq(customers.userName, userName));

/** Those of `ids` who are guests with no number of their own (none was ever proved with a code). */
export async function unprovedGuestsAmong(executor: Executor, ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await executor
    .select({ id: customers.id })
    .from(customers)
    .where(and(inArray(customers.id, ids), eq(customers.isGuest, true), isNull(customers.phoneNumber)));
  return rows.map((r) => r.id);
}

/** Everyone whose username or email is the text (either case), or whose mobile is one of `phoneNumbers`. */
export async function customersByLogin(executor: Executor, text: string, phoneNumbers: string[]): Promise<CustomerRow[]> {
  const lower = text.toLowerCase();
  return executor
    .select()
    .from(customers)
    .where(
      or(
        eq(customers.userName, lower),
        eq(customers.email, lower),
        phoneNumbers.length ? inArray(customers.phoneNumber, phoneNumbers) : undefined,
      ),
    )
    .limit(4);
}

export async function insertCustomer(executor: Executor, values: NewCustomer): Promise<CustomerRow> {
  try {
    const [row] = await executor.insert(customers).values(values).returning();
    return row!;
  } catch (error) {
    rethrowUnique(error);
  }
}

/** Adds to a wallet that stays at most `ceiling` and answers the new balance (null: no such customer, or too full). */
export async function addToWalletUpTo(executor: Executor, id: string, amount: number, ceiling: number): Promise<number | null> {
  const [row] = await executor
    .update(customers)
    .set({ walletAmount: sql`${customers.walletAmount} + ${amount}` })
    .where(and(eq(customers.id, id), sql`${customers.walletAmount} + ${amount} <= ${ceiling}`))
    .returning({ walletAmount: customers.walletAmount });
  return row?.walletAmount ?? null;
}

export async function updateCustomer(executor: Executor, id: string, changes: CustomerChanges): Promise<CustomerRow> {
  try {
    const [row] = await executor
      .update(customers)
      .set({ ...changes, updatedAt: sql`now()` })
      .where(eq(customers.id, id))
      .returning();
    return row!;
  } catch (error) {
    rethrowUnique(error);
  }
}
