/** Drizzle queries for a diner's saved addresses. No rules here; the operation that needs a transaction opens it. */
import { and, desc, eq, sql } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { addresses } from "../../db/schema/addresses";

export type AddressRow = typeof addresses.$inferSelect;
export type NewAddressRow = Omit<typeof addresses.$inferInsert, "id" | "createdAt" | "updatedAt">;
export type AddressChanges = Partial<Omit<NewAddressRow, "customerId">>;

/** The address book's queries, each in the executor given (the db, or the operation's transaction). */
export const addressRows = {
  /** The default first, then the newest. */
  listOf(ex: Executor, customerId: string): Promise<AddressRow[]> {
    return ex
      .select()
      .from(addresses)
      .where(eq(addresses.customerId, customerId))
      .orderBy(desc(addresses.isDefault), desc(addresses.createdAt));
  },

  async find(ex: Executor, id: string): Promise<AddressRow | null> {
    const [row] = await ex.select().from(addresses).where(eq(addresses.id, id));
    return row ?? null;
  },

  async countOf(ex: Executor, customerId: string): Promise<number> {
    const [row] = await ex.select({ count: sql<number>`count(*)::int` }).from(addresses).where(eq(addresses.customerId, customerId));
    return row?.count ?? 0;
  },

  async insert(ex: Executor, values: NewAddressRow): Promise<AddressRow> {
    const [row] = await ex.insert(addresses).values(values).returning();
    return row!;
  },

  async update(ex: Executor, id: string, changes: AddressChanges): Promise<AddressRow> {
    const [row] = await ex
      .update(addresses)
      .set({ ...changes, updatedAt: sql`now()` })
      .where(eq(addresses.id, id))
      .returning();
    return row!;
  },

  async remove(ex: Executor, id: string): Promise<void> {
    await ex.delete(addresses).where(eq(addresses.id, id));
  },

  /** No address of the diner is the default any more. */
  async clearDefault(ex: Executor, customerId: string): Promise<void> {
    await ex
      .update(addresses)
      .set({ isDefault: false, updatedAt: sql`now()` })
      .where(and(eq(addresses.customerId, customerId), eq(addresses.isDefault, true)));
  },

  /** Every address of one diner becomes another's; with `asDefault` false, none of them is the default any more. */
  async moveAll(ex: Executor, fromCustomerId: string, toCustomerId: string, asDefault: boolean): Promise<number> {
    const moved = await ex
      .update(addresses)
      .set(asDefault ? { customerId: toCustomerId } : { customerId: toCustomerId, isDefault: false })
      .where(eq(addresses.customerId, fromCustomerId))
      .returning({ id: addresses.id });
    return moved.length;
  },

  async newestOf(ex: Executor, customerId: string): Promise<AddressRow | null> {
    const [row] = await ex.select().from(addresses).where(eq(addresses.customerId, customerId)).orderBy(desc(addresses.createdAt)).limit(1);
    return row ?? null;
  },
};
