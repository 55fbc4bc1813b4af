/**
 * A support request's history (issue 26): each answer is recorded with who and when in the answer's transaction, and
 * GET /staff/support/requests/{id}/history reads them. Another restaurant's request is no request (404), as for answers.
 */
import { STAFF_ACTION_SUBJECTS } from "@forkful/contracts/staff-actions";
import type { StaffAction } from "@forkful/contracts/staff-team";
import { SUPPORT_REFUSALS } from "@forkful/contracts/support";
import { NotFoundError } from "../../lib/domain-errors";
import type { StaffCaller } from "../../plugins/caller";
import { staffActionsOn } from "../staff/public";
import type { SupportDeps } from "./support-deps";

export async function supportRequestHistory(
  deps: SupportDeps,
  input: { id: string },
  staff: StaffCaller,
): Promise<{ actions: StaffAction[] }> {
  const { support } = deps;
  const record = await support.find(support.db, input.id);
  if (!record || record.request.locationId !== staff.locationId) throw new NotFoundError(SUPPORT_REFUSALS.notFound);
  const subject = { locationId: staff.locationId, subjectType: STAFF_ACTION_SUBJECTS.supportRequest, subjectId: record.request.id };
  return { actions: await staffActionsOn(support.db, subject) };
}
