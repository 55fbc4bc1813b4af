/**
 * The record of what staff did, with who and when (issue 26). A staff action is recorded in the transaction of the
 * change it records, so a change is never without its record, nor a record without its change.
 */
import type { StaffAction } from "@forkful/contracts/staff-team";
import type { Executor } from "../../db/client";
import type { StaffCaller } from "../../plugins/caller";
import { actionsOfStaff, actionsOnSubject, insertStaffAction, type StaffActionRow } from "./staff-actions.repository";
import { staffMembersByIds } from "./staff-members.repository";

/** One action to record: who (the signed-in staff member), what, on what, and when. */
export interface StaffActionRecord {
  actor: Pick<StaffCaller, "staffId" | "locationId">;
  /** "staff.added", "order.accepted", …: the recording module's own names. */
  action: string;
  subjectType: string;
  subjectId: string;
  /** What changed (never a password or a secret). */
  detail?: Record<string, unknown>;
  at: Date;
}

/** Records a staff action in the executor given (the transaction of the change it records). */
export async function recordStaffAction(executor: Executor, record: StaffActionRecord): Promise<void> {
  await insertStaffAction(executor, {
    actorStaffId: record.actor.staffId,
    locationId: record.actor.locationId,
    action: record.action,
    subjectType: record.subjectType,
    subjectId: record.subjectId,
    detail: record.detail ?? {},
    at: record.at,
  });
}

/** How many actions a history shows. */
const HISTORY_LENGTH = 100;

export async function staffActionsOf(executor: Executor, locationId: number, staffId: string): Promise<StaffAction[]> {
  return (await actionsOfStaff(executor, locationId, staffId, HISTORY_LENGTH)).map(toStaffAction);
}

/** What staff did to one thing of the restaurant (a booking, a support request, …), newest first (the last 100). */
export async function staffActionsOn(
  executor: Executor,
  subject: { locationId: number; subjectType: string; subjectId: string },
): Promise<StaffAction[]> {
  return (await actionsOnSubject(executor, subject, HISTORY_LENGTH)).map(toStaffAction);
}

/** The full names of these staff members, by id (for who replied, answered, …). */
export async function staffNamesOf(executor: Executor, ids: string[]): Promise<Map<string, string>> {
  const members = await staffMembersByIds(executor, [...new Set(ids)]);
  return new Map([...members].map(([id, member]) => [id, member.fullName]));
}

const toStaffAction = (row: StaffActionRow): StaffAction => ({
  id: String(row.id),
  at: row.at.toISOString(),
  action: row.action,
  actor: { id: row.actorStaffId, fullName: row.actorName },
  subjectType: row.subjectType,
  subjectId: row.subjectId,
  detail: row.detail,
});
