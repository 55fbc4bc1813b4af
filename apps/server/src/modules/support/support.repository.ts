/** Drizzle queries for support requests, shown with the restaurant's name (merchants') and the diner's name and phone (customers'). No rules here. */
import { and, desc, eq, isNotNull, isNull, notInArray, or, type SQL, sql } from "drizzle-orm";
import type { Database, Executor } from "../../db/client";
import { supportRequests } from "../../db/schema/support";
import { dinersByIds } from "../customers/public";
import { restaurantsByIds } from "../merchants/public";

export type SupportRequestRow = typeof supportRequests.$inferSelect;
export type NewSupportRequestRow = Pick<
  typeof supportRequests.$inferInsert,
  "customerId" | "locationId" | "orderId" | "topic" | "message" | "requestKey"
>;
export type SupportState = SupportRequestRow["state"];

/** A request as it is shown: the row, the restaurant's name, and who asked. */
export interface SupportRequestRecord {
  request: SupportRequestRow;
  restaurantName: string;
  /** The restaurant's time zone (timeZoneCd). */
  timeZone: string;
  customerName: string;
  phone: string | null;
}

/** The requests the query reads, as shown: each with its restaurant's name and time zone and who asked. */
async function readRecords(ex: Executor, query: PromiseLike<SupportRequestRow[]>): Promise<SupportRequestRecord[]> {
  const rows = await query;
  const [places, diners] = await Promise.all([
    restaurantsByIds(
      ex,
      rows.map((r) => r.locationId),
    ),
    dinersByIds(
      ex,
      rows.map((r) => r.customerId),
    ),
  ]);
  return rows.flatMap((request) => {
    const place = places.get(request.locationId);
    const diner = diners.get(request.customerId);
    if (!place || !diner) return [];
    const { branchName: restaurantName, timeZoneCd: timeZone } = place.location;
    return [{ request, restaurantName, timeZone, customerName: diner.fullName, phone: diner.phoneNumber }];
  });
}

const requests = (ex: Executor, where: SQL | undefined) => ex.select().from(supportRequests).where(where);

export function createSupportRepository(db: Database) {
  return {
    /** Runs work in one transaction; the operation that needs one opens it. */
    transaction: <T>(work: (tx: Executor) => Promise<T>) => db.transaction(work),
    db: db as Executor,

    async findByKey(ex: Executor, customerId: string, requestKey: string): Promise<SupportRequestRecord | null> {
      const [row] = await readRecords(
        ex,
        requests(ex, and(eq(supportRequests.customerId, customerId), eq(supportRequests.requestKey, requestKey))),
      );
      return row ?? null;
    },

    async find(ex: Executor, id: string): Promise<SupportRequestRecord | null> {
      const [row] = await readRecords(ex, requests(ex, eq(supportRequests.id, id)));
      return row ?? null;
    },

    /** Locks the request's row until the transaction ends. */
    async lock(ex: Executor, id: string): Promise<SupportRequestRow | null> {
      const [row] = await ex.select().from(supportRequests).where(eq(supportRequests.id, id)).for("update");
      return row ?? null;
    },

    async countOpenOf(ex: Executor, customerId: string): Promise<number> {
      const [row] = await ex
        .select({ count: sql<number>`count(*)::int` })
        .from(supportRequests)
        .where(and(eq(supportRequests.customerId, customerId), eq(supportRequests.state, "open")));
      return row?.count ?? 0;
    },

    /** The new request's id, or null when the diner already has one with this key (the unique index decides). */
    async insert(ex: Executor, values: NewSupportRequestRow): Promise<string | null> {
      const [row] = await ex.insert(supportRequests).values(values).onConflictDoNothing().returning({ id: supportRequests.id });
      return row?.id ?? null;
    },

    async answer(ex: Executor, id: string, changes: { answer: string; state: SupportState; answeredAt: Date; answeredBy: string }) {
      await ex.update(supportRequests).set(changes).where(eq(supportRequests.id, id));
    },

    /** One diner's requests become another's (a request key the other used already stays with the first: one key, one request). */
    async moveAll(ex: Executor, fromCustomerId: string, toCustomerId: string): Promise<void> {
      const theirKeys = ex
        .select({ key: supportRequests.requestKey })
        .from(supportRequests)
        .where(and(eq(supportRequests.customerId, toCustomerId), isNotNull(supportRequests.requestKey)));
      await ex
        .update(supportRequests)
        .set({ customerId: toCustomerId })
        .where(
          and(
            eq(supportRequests.customerId, fromCustomerId),
            or(isNull(supportRequests.requestKey), notInArray(supportRequests.requestKey, theirKeys)),
          ),
        );
    },

    /** The diner's requests, newest first. */
    listOfDiner(ex: Executor, customerId: string, limit: number): Promise<SupportRequestRecord[]> {
      return readRecords(
        ex,
        requests(ex, eq(supportRequests.customerId, customerId)).orderBy(desc(supportRequests.createdAt)).limit(limit),
      );
    },

    /** The restaurant's requests (in one state, when given): open first, then newest. */
    listOfRestaurant(ex: Executor, locationId: number, state: SupportState | undefined, limit: number): Promise<SupportRequestRecord[]> {
      const where = and(eq(supportRequests.locationId, locationId), state ? eq(supportRequests.state, state) : undefined);
      return readRecords(
        ex,
        requests(ex, where)
          .orderBy(sql`case when ${supportRequests.state} = 'open' then 0 else 1 end`, desc(supportRequests.createdAt))
          .limit(limit),
      );
    },
  };
}

export type SupportRepository = ReturnType<typeof createSupportRepository>;
