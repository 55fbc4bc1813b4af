/** Drizzle queries for the record of staff actions. No rules here. */
import { and, desc, eq, or } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { staff, staffActions } from "../../db/schema/staff";

export type NewStaffActionRow = typeof staffActions.$inferInsert;
export type StaffActionRow = typeof staffActions.$inferSelect & { actorName: string };

/** An action's columns and the name of the staff member who did it. */
const ACTION_WITH_ACTOR = {
  id: staffActions.id,
  actorStaffId: staffActions.actorStaffId,
  locationId: staffActions.locationId,
  action: staffActions.action,
  subjectType: staffActions.subjectType,
  subjectId: staffActions.subjectId,
  detail: staffActions.detail,
  at: staffActions.at,
  actorName: staff.fullName,
};

export async function insertStaffAction(executor: Executor, values: NewStaffActionRow): Promise<void> {
  await executor.insert(staffActions).values(values);
}

/** What was done to a staff account at the restaurant, and what it did there: newest first, at most `limit`. */
export async function actionsOfStaff(executor: Executor, locationId: number, staffId: string, limit: number): Promise<StaffActionRow[]> {
  return executor
    .select(ACTION_WITH_ACTOR)
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

/** What staff did to one thing at the restaurant (a booking, a support request, …): newest first, at most `limit`. */
export async function actionsOnSubject(
  executor: Executor,
  subject: { locationId: number; subjectType: string; subjectId: string },
  limit: number,
): Promise<StaffActionRow[]> {
  return executor
    .select(ACTION_WITH_ACTOR)
    .from(staffActions)
    .innerJoin(staff, eq(staff.id, staffActions.actorStaffId))
    .where(
      and(
        eq(staffActions.locationId, subject.locationId),
        eq(staffActions.subjectType, subject.subjectType),
        eq(staffActions.subjectId, subject.subjectId),
      ),
    )
    .orderBy(desc(staffActions.at), desc(staffActions.id))
    .limit(limit);
}
