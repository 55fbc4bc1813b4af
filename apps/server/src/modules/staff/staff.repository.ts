/** Drizzle queries for staff accounts. No rules here, and no transaction of its own. */
import { and, asc, eq, ne } from "drizzle-orm";
import type { Database, Executor } from "../../db/client";
import { staff } from "../../db/schema/staff";
import { restaurantById } from "../merchants/public";

export type StaffRow = typeof staff.$inferSelect;
export type NewStaffRow = typeof staff.$inferInsert;
export type StaffChanges = Partial<Pick<StaffRow, "role" | "fullName" | "disabled" | "passwordHash">>;

export function createStaffRepository(db: Database) {
  return {
    /** Runs work in one transaction; the operation that needs one opens it. */
    transaction: <T>(work: (tx: Executor) => Promise<T>) => db.transaction(work),

    /** A staff account by user name, with the phone number of its restaurant (staff have none of their own). */
    async findForSignIn(userName: string): Promise<(StaffRow & { locationPhone: string }) | null> {
      const [row] = await db.select().from(staff).where(eq(staff.userName, userName.toLowerCase())).limit(1);
      const place = row ? await restaurantById(db, row.locationId) : null;
      return row && place ? { ...row, locationPhone: place.location.phoneNumber } : null;
    },

    async findById(id: string): Promise<StaffRow | null> {
      const [row] = await db.select().from(staff).where(eq(staff.id, id)).limit(1);
      return row ?? null;
    },

    /** An account of the restaurant's team; null for one of another restaurant (or an owner's), as for none. */
    async findAt(locationId: number, id: string): Promise<StaffRow | null> {
      const [row] = await db
        .select()
        .from(staff)
        .where(and(eq(staff.id, id), eq(staff.locationId, locationId), ne(staff.role, "owner")))
        .limit(1);
      return row ?? null;
    },

    async userNameTaken(userName: string): Promise<boolean> {
      const rows = await db.select({ id: staff.id }).from(staff).where(eq(staff.userName, userName)).limit(1);
      return rows.length > 0;
    },

    /** The restaurant's team, by name (an owner is no team member of their first restaurant). */
    async listAt(locationId: number): Promise<StaffRow[]> {
      return db
        .select()
        .from(staff)
        .where(and(eq(staff.locationId, locationId), ne(staff.role, "owner")))
        .orderBy(asc(staff.fullName), asc(staff.userName));
    },

    async insert(values: NewStaffRow, executor: Executor = db): Promise<StaffRow> {
      const [row] = await executor.insert(staff).values(values).returning();
      return row!;
    },

    async update(id: string, changes: StaffChanges, executor: Executor = db): Promise<StaffRow> {
      const [row] = await executor.update(staff).set(changes).where(eq(staff.id, id)).returning();
      return row!;
    },
  };
}

export type StaffRepository = ReturnType<typeof createStaffRepository>;
