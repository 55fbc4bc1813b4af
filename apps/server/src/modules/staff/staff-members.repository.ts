/** Drizzle queries naming staff members (an order's history shows who moved it). No rules here. */
import { inArray } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { staff } from "../../db/schema/staff";

export type StaffMemberName = Pick<typeof staff.$inferSelect, "id" | "fullName" | "role">;

/** The staff members of these ids, by id (ids of no member are left out). */
export async function staffMembersByIds(executor: Executor, ids: string[]): Promise<Map<string, StaffMemberName>> {
  if (ids.length === 0) return new Map();
  const rows = await executor
    .select({ id: staff.id, fullName: staff.fullName, role: staff.role })
    .from(staff)
    .where(inArray(staff.id, ids));
  return new Map(rows.map((row) => [row.id, row]));
}
