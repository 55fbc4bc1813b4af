/**
 * POST /staff/support/requests/{id}/answer: staff of the request's restaurant answer it (and may close it). The answer
 * is stored first, with the record of who answered and when (the request's history); the SMS to the diner's phone
 * follows, and a failed send is logged, never answered as an error (the diner reads the answer on the request anyway).
 * A diner without a phone reads it there only.
 */

import { STAFF_ACTION_SUBJECTS, SUPPORT_STAFF_ACTIONS } from "@forkful/contracts/staff-actions";
import { type AnswerSupportRequest, type StaffSupportRequest, SUPPORT_REFUSALS, SUPPORT_TEXTS } from "@forkful/contracts/support";
import { ConflictError, NotFoundError } from "../../lib/domain-errors";
import type { StaffCaller } from "../../plugins/caller";
import { recordStaffAction } from "../staff/public";
import { type SupportDeps, toStaffSupportRequest } from "./support-deps";

export async function answerSupportRequest(
  deps: SupportDeps,
  input: AnswerSupportRequest & { id: string },
  staff: StaffCaller,
): Promise<StaffSupportRequest> {
  const { support } = deps;
  const record = await support.transaction(async (tx) => {
    const row = await support.lock(tx, input.id);
    if (!row || row.locationId !== staff.locationId) throw new NotFoundError(SUPPORT_REFUSALS.notFound);
    if (row.state === "closed") throw new ConflictError(SUPPORT_REFUSALS.closed);
    const state = input.close ? "closed" : "answered";
    const at = deps.clock();
    await support.answer(tx, row.id, { answer: input.answer, state, answeredAt: at, answeredBy: staff.staffId });
    await recordStaffAction(tx, {
      actor: staff,
      action: input.close ? SUPPORT_STAFF_ACTIONS.closed : SUPPORT_STAFF_ACTIONS.answered,
      subjectType: STAFF_ACTION_SUBJECTS.supportRequest,
      subjectId: row.id,
      detail: { answer: input.answer },
      at,
    });
    return (await support.find(tx, row.id))!;
  });
  await deps.events.publish("supportRequest", { requestId: record.request.id, locationId: record.request.locationId });
  if (record.phone) await textTheDiner(deps, record.phone, SUPPORT_TEXTS.answerSms(record.restaurantName, input.answer));
  return toStaffSupportRequest(record);
}

async function textTheDiner(deps: SupportDeps, to: string, body: string): Promise<void> {
  try {
    await deps.sms.send({ to, body });
  } catch (error) {
    deps.log.warn({ err: error }, "a support answer could not be texted to the diner");
  }
}
