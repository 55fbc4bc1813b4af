/**
 * A manager's team (issue 26): the restaurant's staff accounts, added, changed, turned off and given a new password by
 * its manager. Every change is recorded (who, when) in its own transaction. Another restaurant's account is not found.
 */
import { REFUSALS } from "@forkful/contracts/refusals";
import {
  type AddStaffMember,
  STAFF_TEAM_ACTIONS,
  STAFF_TEAM_REFUSALS,
  type StaffAction,
  type StaffMember,
  type UpdateStaffMember,
} from "@forkful/contracts/staff-team";
import { ConflictError, NotFoundError } from "../../lib/domain-errors";
import { hashPassword } from "../../lib/password-hash";
import type { StaffCaller } from "../../plugins/caller";
import { clearSignInFailures } from "../account-lockout/public";
import { isUniqueViolation } from "../orders/public";
import type { StaffChanges, StaffRow } from "./staff.repository";
import { recordStaffAction, staffActionsOf } from "./staff-actions";
import type { StaffDeps } from "./staff-deps";

type TeamDeps = Pick<StaffDeps, "staff" | "db" | "clock" | "sessions">;

const toMember = (row: StaffRow): StaffMember => ({
  id: row.id,
  userName: row.userName,
  fullName: row.fullName,
  role: row.role,
  disabled: row.disabled,
});

/** The account, if it is one of the caller's restaurant (404 otherwise, as for none). */
async function teamMember(deps: Pick<TeamDeps, "staff">, staffId: string, caller: StaffCaller): Promise<StaffRow> {
  const row = await deps.staff.findAt(caller.locationId, staffId);
  if (!row) throw new NotFoundError(STAFF_TEAM_REFUSALS.notFound);
  return row;
}

export async function staffTeam(deps: Pick<TeamDeps, "staff">, caller: StaffCaller): Promise<{ staff: StaffMember[] }> {
  return { staff: (await deps.staff.listAt(caller.locationId)).map(toMember) };
}

export async function addStaffMember(deps: TeamDeps, input: AddStaffMember, caller: StaffCaller): Promise<StaffMember> {
  const { userName, fullName, role, password } = input;
  if (await deps.staff.userNameTaken(userName)) throw new ConflictError(REFUSALS.STAFF_USER_NAME_TAKEN);
  const passwordHash = await hashPassword(password);
  try {
    const row = await deps.staff.transaction(async (tx) => {
      const added = await deps.staff.insert({ locationId: caller.locationId, userName, fullName, role, passwordHash }, tx);
      await recordStaffAction(tx, {
        actor: caller,
        action: STAFF_TEAM_ACTIONS.added,
        subjectType: "staff",
        subjectId: added.id,
        detail: { userName, fullName, role },
        at: deps.clock(),
      });
      return added;
    });
    return toMember(row);
  } catch (error) {
    // Two managers choosing the same name at once: the loser is told as if it had been taken before.
    if (isUniqueViolation(error)) throw new ConflictError(REFUSALS.STAFF_USER_NAME_TAKEN);
    throw error;
  }
}

/** What the update changes, field by field (from → to); the fields it sends as they are change nothing. */
function changesOf(row: StaffRow, input: UpdateStaffMember): Record<string, { from: unknown; to: unknown }> {
  const changes: Record<string, { from: unknown; to: unknown }> = {};
  for (const field of ["role", "fullName", "disabled"] as const) {
    const to = input[field];
    if (to !== undefined && to !== row[field]) changes[field] = { from: row[field], to };
  }
  return changes;
}

/**
 * Sets a member's role, full name or turns the account off (or on again). A manager may not turn off or demote
 * themself (409). Turning an account off or changing its role ends its sessions at once: the next sign-in carries the
 * new role, and a turned-off account has none.
 */
export async function updateStaffMember(
  deps: TeamDeps,
  { staffId, ...input }: UpdateStaffMember & { staffId: string },
  caller: StaffCaller,
): Promise<StaffMember> {
  const row = await teamMember(deps, staffId, caller);
  if (staffId === caller.staffId && (input.disabled === true || (input.role !== undefined && input.role !== "manager")))
    throw new ConflictError(REFUSALS.STAFF_OWN_ACCESS);
  const changes = changesOf(row, input);
  if (Object.keys(changes).length === 0) return toMember(row);
  const updated = await deps.staff.transaction(async (tx) => {
    const set = Object.fromEntries(Object.entries(changes).map(([field, { to }]) => [field, to])) as StaffChanges;
    const next = await deps.staff.update(staffId, set, tx);
    await recordStaffAction(tx, {
      actor: caller,
      action: STAFF_TEAM_ACTIONS.changed,
      subjectType: "staff",
      subjectId: staffId,
      detail: { changes },
      at: deps.clock(),
    });
    if (changes.role || changes.disabled?.to === true) await deps.sessions.endEvery(staffId, tx);
    return next;
  });
  return toMember(updated);
}

/** A new password for a member (the house's password rules): their sessions end, and a lock of wrong passwords with them. */
export async function resetStaffPassword(
  deps: TeamDeps & Pick<StaffDeps, "lockout">,
  { staffId, password }: { staffId: string; password: string },
  caller: StaffCaller,
): Promise<StaffMember> {
  await teamMember(deps, staffId, caller);
  const passwordHash = await hashPassword(password);
  const updated = await deps.staff.transaction(async (tx) => {
    const next = await deps.staff.update(staffId, { passwordHash }, tx);
    await recordStaffAction(tx, {
      actor: caller,
      action: STAFF_TEAM_ACTIONS.passwordReset,
      subjectType: "staff",
      subjectId: staffId,
      at: deps.clock(),
    });
    await deps.sessions.endEvery(staffId, tx);
    return next;
  });
  await clearSignInFailures(deps.lockout, { kind: "staff", id: staffId });
  return toMember(updated);
}

/** What was done to the member and what they did at the restaurant, newest first. */
export async function staffHistory(
  deps: Pick<TeamDeps, "staff" | "db">,
  staffId: string,
  caller: StaffCaller,
): Promise<{ actions: StaffAction[] }> {
  await teamMember(deps, staffId, caller);
  return { actions: await staffActionsOf(deps.db, caller.locationId, staffId) };
}
