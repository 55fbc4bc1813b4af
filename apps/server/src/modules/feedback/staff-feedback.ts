/** GET /staff/feedback: the staff member's restaurant's feedback, newest first, with its rating and how many gave it. */
import type { staffFeedbackQuerySchema, staffFeedbackSchema } from "@forkful/contracts/feedback";
import type { z } from "zod";
import type { StaffCaller } from "../../plugins/caller";
import { type FeedbackDeps, toGivenFeedback } from "./feedback-deps";

export async function staffFeedback(
  deps: FeedbackDeps,
  query: z.infer<typeof staffFeedbackQuerySchema>,
  staff: StaffCaller,
): Promise<z.infer<typeof staffFeedbackSchema>> {
  const { db } = deps.feedback;
  const before = query.before ? new Date(query.before) : undefined;
  const [rows, rating] = await Promise.all([
    deps.feedback.ofLocation(db, staff.locationId, query.limit, before),
    deps.ratings.of(db, staff.locationId),
  ]);
  return {
    locationId: staff.locationId,
    rating: rating?.rating ?? 0,
    ratingCount: rating?.ratingCount ?? 0,
    feedback: rows.map(toGivenFeedback),
  };
}
