/** Drizzle queries for staff accounts. No rules here. */
import { eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { staff } from "../../db/orders-schema";

export type StaffRow = typeof staff.$inferSelect;

export function createStaffRepository(db: Database) {
  return {
    async findByUserName(userName: string): Promise<StaffRow | null> {
      const [row] = await db.select().from(staff).where(eq(staff.userName, userName.toLowerCase())).limit(1);
      return row ?? null;
    },
  };
}

export type StaffRepository = ReturnType<typeof createStaffRepository>;
