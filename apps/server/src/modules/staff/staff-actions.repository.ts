/** Drizzle queries for the record of staff actions. No rules here. */
import { and, desc, eq, or } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { staff, staffActions } from "../../db/schema/staff";

export type NewStaffActionRow = typeof staffActions.$inferInsert;
export type StaffActionRow = typeof staffActions.$inferSelect & { actorName: string };

export async function insertStaffAction(executor: Executor, values: NewStaffActionRow): Promise<void> {
  await executor.insert(staffActions).values(values);
}

/** What was done to a staff account at the restaurant, and what it did there: newest first, at most `limit`. */
export async function actionsOfStaff(executor: Executor, locationId: number, staffId: string, limit: number): Promise<StaffActionRow[]> {
  return executor
    .select({
      id: staffActions.id,
      actorStaffId: staffActions.actorStaffId,
      locationId: staffActions.locationId,
      action: staffActions.action,
      subjectType: staffActions.subjectType,
      subjectId: staffActions.subjectId,
      detail: staffActions.detail,
      at: staffActions.at,
      actorName: staff.fullName,
    })
    .from(staffActions)
    .innerJoin(staff, eq(staff.id, staffActions.actorStaffId))
    .where(
      and(
        eq(staffActions.locationId, locationId),
        or(and(eq(staffActions.subjectType, "staff"), eq(staffActions.subjectId, staffId)), eq(staffActions.actorStaffId, staffId)),
      ),
    )
    .orderBy(desc(staffActions.at), desc(staffActions.id))
    .limit(limit);
}
