/** Drizzle queries for staff accounts. No rules here. */
import { eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { staff } from "../../db/schema/staff";
import { restaurantById } from "../merchants/public";

export type StaffRow = typeof staff.$inferSelect;

export function createStaffRepository(db: Database) {
  return {
    /** A staff account by user name, with the phone number of its restaurant (staff have none of their own). */
    async findForSignIn(userName: string): Promise<(StaffRow & { locationPhone: string }) | null> {
      const [row] = await db.select().from(staff).where(eq(staff.userName, userName.toLowerCase())).limit(1);
      const place = row ? await restaurantById(db, row.locationId) : null;
      return row && place ? { ...row, locationPhone: place.location.phoneNumber } : null;
    },
  };
}

export type StaffRepository = ReturnType<typeof createStaffRepository>;
