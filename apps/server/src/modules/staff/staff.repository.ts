/** Drizzle queries for staff accounts. No rules here. */
import { eq, getTableColumns } from "drizzle-orm";
import type { Database } from "../../db/client";
import { merchantLocations } from "../../db/schema/merchants";
import { staff } from "../../db/schema/staff";

export type StaffRow = typeof staff.$inferSelect;

export function createStaffRepository(db: Database) {
  return {
    /** A staff account by user name, with the phone number of its restaurant (staff have none of their own). */
    async findForSignIn(userName: string): Promise<(StaffRow & { locationPhone: string }) | null> {
      const [row] = await db
        .select({ ...getTableColumns(staff), locationPhone: merchantLocations.phoneNumber })
        .from(staff)
        .innerJoin(merchantLocations, eq(merchantLocations.id, staff.locationId))
        .where(eq(staff.userName, userName.toLowerCase()))
        .limit(1);
      return row ?? null;
    },
  };
}

export type StaffRepository = ReturnType<typeof createStaffRepository>;
