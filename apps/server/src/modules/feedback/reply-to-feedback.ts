/**
 * POST /staff/feedback/{id}/reply: a manager of the feedback's restaurant replies to the diner. The reply is stored on
 * the feedback and recorded with who and when in one transaction; the SMS to the diner follows once, after the commit
 * (a failed send is logged, never answered as an error: the reply is stored and shown). One reply per feedback: a second
 * is refused (409), as a text once sent cannot be taken back and a diner should not get two answers to one feedback.
 */
import { FEEDBACK_REFUSALS, FEEDBACK_TEXTS, type ReplyToFeedback, type StaffGivenFeedback } from "@forkful/contracts/feedback";
import { FEEDBACK_STAFF_ACTIONS, STAFF_ACTION_SUBJECTS } from "@forkful/contracts/staff-actions";
import { ConflictError, NotFoundError } from "../../lib/domain-errors";
import type { StaffCaller } from "../../plugins/caller";
import { restaurantsByIds } from "../merchants/public";
import { recordStaffAction } from "../staff/public";
import type { FeedbackDeps } from "./feedback-deps";
import { staffFeedbackItems } from "./staff-feedback";

export async function replyToFeedback(
  deps: FeedbackDeps,
  input: ReplyToFeedback & { id: string },
  staff: StaffCaller,
): Promise<StaffGivenFeedback> {
  const { feedback } = deps;
  const replied = await feedback.transaction(async (tx) => {
    const row = await feedback.lock(tx, input.id);
    if (!row || row.locationId !== staff.locationId) throw new NotFoundError(FEEDBACK_REFUSALS.noFeedback);
    if (row.reply !== null) throw new ConflictError(FEEDBACK_REFUSALS.alreadyReplied);
    const at = deps.clock();
    await feedback.reply(tx, row.id, { reply: input.reply, repliedAt: at, repliedBy: staff.staffId });
    await recordStaffAction(tx, {
      actor: staff,
      action: FEEDBACK_STAFF_ACTIONS.replied,
      subjectType: STAFF_ACTION_SUBJECTS.feedback,
      subjectId: row.id,
      detail: { reply: input.reply },
      at,
    });
    return (await feedback.byId(tx, row.id))!;
  });
  if (replied.phone) await textTheDiner(deps, replied.phone, input.reply, replied.locationId);
  const [shown] = await staffFeedbackItems(feedback.db, [replied]);
  return shown!;
}

async function textTheDiner(deps: FeedbackDeps, to: string, reply: string, locationId: number): Promise<void> {
  try {
    const place = (await restaurantsByIds(deps.feedback.db, [locationId])).get(locationId);
    await deps.sms.send({ to, body: FEEDBACK_TEXTS.replySms(place?.location.branchName ?? "The restaurant", reply) });
  } catch (error) {
    deps.log.warn({ err: error }, "a reply to feedback could not be texted to the diner");
  }
}
