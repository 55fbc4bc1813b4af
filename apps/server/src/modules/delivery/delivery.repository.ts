/** Drizzle queries for the couriers asked for delivery orders (one row per partner tried) and the restaurant they ride from. No rules here. */
import { FINAL_DELIVERY_STATES } from "@forkful/contracts/delivery";
import { and, asc, desc, eq, inArray, isNull, lte, ne, notInArray, or } from "drizzle-orm";
import type { Database } from "../../db/client";
import { courierBookings, deliveries } from "../../db/schema/delivery";
import { type LocationRow, orderTypesOf, restaurantById, setDeliveryPartners } from "../merchants/public";
import { orderStatusesOf } from "../orders/public";

export type Executor = Database | Parameters<Parameters<Database["transaction"]>[0]>[0];
export type DeliveryRow = typeof deliveries.$inferSelect;
export type NewDeliveryRow = typeof deliveries.$inferInsert;
export type DeliveryChange = Partial<Omit<NewDeliveryRow, "id" | "orderId" | "attempt" | "partner" | "externalId" | "createdAt">>;
export type { LocationRow } from "../merchants/public";

/** The states in which a courier is on the road with the order's food or on the way to it. */
export const COURIER_ON_THE_ROAD = ["enroute_to_pickup", "arrived_at_pickup", "picked_up", "enroute_to_dropoff", "arrived_at_dropoff"];

/** Nobody is booking it: never claimed, or the claim's lease ran out (its instance died mid-booking). */
const unclaimedAt = (now: Date) => or(isNull(courierBookings.claimedUntil), lte(courierBookings.claimedUntil, now));

/** The couriers of later deliveries, booked when due (issue 24): written on acceptance, claimed by one instance's watch. */
function courierBookingQueries(db: Database) {
  return {
    /** A courier to book at `dueAt` (a later order accepted early); a second call for the same order changes nothing. */
    async bookCourierLater(orderId: string, dueAt: Date, now: Date): Promise<void> {
      await db.insert(courierBookings).values({ orderId, dueAt, createdAt: now }).onConflictDoNothing();
    },

    /** Orders whose courier is due and not being booked by anyone (or by an instance whose lease ran out), soonest first. */
    async couriersDue(now: Date, limit = 50): Promise<string[]> {
      const rows = await db
        .select({ orderId: courierBookings.orderId })
        .from(courierBookings)
        .where(and(isNull(courierBookings.askedAt), lte(courierBookings.dueAt, now), unclaimedAt(now)))
        .orderBy(asc(courierBookings.dueAt))
        .limit(limit);
      return rows.map((row) => row.orderId);
    },

    /**
     * Takes the booking of an order's courier until `until`: true for the one caller whose conditional update won it
     * (a second instance, waiting on the row, finds it claimed and gets false).
     */
    async claimCourierBooking(orderId: string, now: Date, until: Date): Promise<boolean> {
      const claimed = await db
        .update(courierBookings)
        .set({ claimedUntil: until })
        .where(
          and(eq(courierBookings.orderId, orderId), isNull(courierBookings.askedAt), lte(courierBookings.dueAt, now), unclaimedAt(now)),
        )
        .returning({ orderId: courierBookings.orderId });
      return claimed.length > 0;
    },

    async courierAskedFor(orderId: string, now: Date): Promise<void> {
      await db.update(courierBookings).set({ askedAt: now, claimedUntil: null }).where(eq(courierBookings.orderId, orderId));
    },
  };
}

export function createDeliveryRepository(db: Database) {
  return {
    ...courierBookingQueries(db),
    /** Runs work in one transaction; the operation that needs one opens it. */
    transaction: <T>(work: (tx: Executor) => Promise<T>) => db.transaction(work),

    /** The restaurant and whether it takes delivery orders (an order type "delivery"). */
    async location(locationId: number): Promise<{ location: LocationRow; takesDelivery: boolean } | null> {
      const place = await restaurantById(db, locationId);
      if (!place) return null;
      const types = await orderTypesOf(db, locationId);
      return { location: place.location, takesDelivery: types.some((t) => t.menuType === "delivery") };
    },

    /** The partners a restaurant delivers with, in its order of preference. */
    async choosePartners(locationId: number, partners: string[]): Promise<void> {
      await setDeliveryPartners(db, locationId, partners);
    },

    /** Every courier asked for the order, newest attempt first. */
    attemptsOf(orderId: string, executor: Executor = db): Promise<DeliveryRow[]> {
      return executor.select().from(deliveries).where(eq(deliveries.orderId, orderId)).orderBy(desc(deliveries.attempt));
    },

    async insert(row: NewDeliveryRow, executor: Executor = db): Promise<DeliveryRow> {
      const [inserted] = await executor.insert(deliveries).values(row).returning();
      return inserted!;
    },

    async byExternalId(partner: string, externalId: string): Promise<DeliveryRow | null> {
      const [row] = await db
        .select()
        .from(deliveries)
        .where(and(eq(deliveries.partner, partner), eq(deliveries.externalId, externalId)))
        .limit(1);
      return row ?? null;
    },

    /** The partner's delivery, locked until the transaction ends. */
    async lockByExternalId(tx: Executor, partner: string, externalId: string): Promise<DeliveryRow | null> {
      const [row] = await tx
        .select()
        .from(deliveries)
        .where(and(eq(deliveries.partner, partner), eq(deliveries.externalId, externalId)))
        .for("update");
      return row ?? null;
    },

    async update(id: string, change: DeliveryChange, executor: Executor = db): Promise<DeliveryRow> {
      const [row] = await executor.update(deliveries).set(change).where(eq(deliveries.id, id)).returning();
      return row!;
    },

    /** Marks a not-yet-cancelled delivery cancelled; null when it already was (someone else got there first). */
    async cancelIfLive(id: string, failure: string | null, now: Date, executor: Executor = db): Promise<DeliveryRow | null> {
      const [row] = await executor
        .update(deliveries)
        .set({ state: "cancelled", failure, updatedAt: now })
        .where(and(eq(deliveries.id, id), ne(deliveries.state, "cancelled")))
        .returning();
      return row ?? null;
    },

    /** Deliveries neither delivered nor cancelled. */
    unfinished(): Promise<DeliveryRow[]> {
      return db
        .select()
        .from(deliveries)
        .where(notInArray(deliveries.state, [...FINAL_DELIVERY_STATES]));
    },

    /** Couriers on the road, each with its order's status (the watch pushes both every round: one light query). */
    async onTheRoad(): Promise<{ delivery: DeliveryRow; orderStatus: number; locationId: number }[]> {
      const riding = await db.select().from(deliveries).where(inArray(deliveries.state, COURIER_ON_THE_ROAD));
      const standings = await orderStatusesOf(
        db,
        riding.map((d) => d.orderId),
      );
      return riding.flatMap((delivery) => {
        const standing = standings.get(delivery.orderId);
        return standing === undefined ? [] : [{ delivery, orderStatus: standing.status, locationId: standing.locationId }];
      });
    },

    /** The newest delivery the courier with this partner id rides. */
    async byCourier(deliveryStaffId: string): Promise<DeliveryRow | null> {
      const [row] = await db
        .select()
        .from(deliveries)
        .where(eq(deliveries.deliveryStaffId, deliveryStaffId))
        .orderBy(desc(deliveries.updatedAt))
        .limit(1);
      return row ?? null;
    },
  };
}

export type DeliveryRepository = ReturnType<typeof createDeliveryRepository>;
