/** Drizzle queries for customers. No rules here. */
import { and, eq, inArray, isNull, or, sql } from "drizzle-orm";
import type { Database, Executor } from "../../db/client";
import { customers } from "../../db/schema/customers";

export type CustomerRow = typeof customers.$inferSelect;
export type CustomerChanges = Partial<Omit<typeof customers.$inferInsert, "id" | "createdAt">>;

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

export function createCustomersRepository(db: Database) {
  return {
    async findById(id: string): Promise<CustomerRow | null> {
      const [row] = await db.select().from(customers).where(eq(customers.id, id)).limit(1);
      return row ?? null;
    },

    async findByPhone(phoneNumber: string): Promise<CustomerRow | null> {
      const [row] = await db.select().from(customers).where(eq(customers.phoneNumber, phoneNumber)).limit(1);
      return row ?? null;
    },

    async findByEmail(email: string): Promise<CustomerRow | null> {
      const [row] = await db.select().from(customers).where(eq(customers.email, email)).limit(1);
      return row ?? null;
    },

    async findByUserName(userName: string): Promise<CustomerRow | null> {
      const [row] = await db.select().from(customers).where(eq(customers.userName, userName)).limit(1);
      return row ?? null;
    },

    /** Those of `ids` who are guests with no number of their own (none was ever proved with a code). */
    async unprovedGuestsAmong(ids: string[], executor: Executor = db): Promise<string[]> {
      if (ids.length === 0) return [];
      const rows = await executor
        .select({ id: customers.id })
        .from(customers)
        .where(and(inArray(customers.id, ids), eq(customers.isGuest, true), isNull(customers.phoneNumber)));
      return rows.map((r) => r.id);
    },

    /** Everyone whose username or email is the text (either case), or whose mobile is one of `phoneNumbers`. */
    async findByLogin(text: string, phoneNumbers: string[]): Promise<CustomerRow[]> {
      const lower = text.toLowerCase();
      return db
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
    },

    async insert(values: typeof customers.$inferInsert, executor: Executor = db): Promise<CustomerRow> {
      try {
        const [row] = await executor.insert(customers).values(values).returning();
        return row!;
      } catch (error) {
        rethrowUnique(error);
      }
    },

    /** Adds to a wallet that stays at most `ceiling` and answers the new balance (null: no such customer, or too full). */
    async creditWallet(id: string, amount: number, ceiling: number): Promise<number | null> {
      const [row] = await db
        .update(customers)
        .set({ walletAmount: sql`${customers.walletAmount} + ${amount}` })
        .where(and(eq(customers.id, id), sql`${customers.walletAmount} + ${amount} <= ${ceiling}`))
        .returning({ walletAmount: customers.walletAmount });
      return row?.walletAmount ?? null;
    },

    async update(id: string, changes: CustomerChanges, executor: Executor = db): Promise<CustomerRow> {
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
    },
  };
}

export type CustomersRepository = ReturnType<typeof createCustomersRepository>;
