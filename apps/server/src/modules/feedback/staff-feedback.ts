/** GET /staff/feedback: the staff member's restaurant's feedback, newest first, with its rating and how many gave it. */
import type { StaffGivenFeedback, staffFeedbackQuerySchema, staffFeedbackSchema } from "@forkful/contracts/feedback";
import type { z } from "zod";
import type { Executor } from "../../db/client";
import type { StaffCaller } from "../../plugins/caller";
import { staffNamesOf } from "../staff/public";
import type { FeedbackWithDiner } from "./feedback.repository";
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
    feedback: await staffFeedbackItems(db, rows),
  };
}

/** Feedback as staff see it: each with its reply and who wrote it (the staff module names them). */
export async function staffFeedbackItems(executor: Executor, rows: FeedbackWithDiner[]): Promise<StaffGivenFeedback[]> {
  const names = await staffNamesOf(
    executor,
    rows.flatMap((row) => (row.repliedBy ? [row.repliedBy] : [])),
  );
  return rows.map((row) => ({
    ...toGivenFeedback(row),
    reply:
      row.reply !== null && row.repliedAt
        ? { text: row.reply, at: row.repliedAt.toISOString(), by: (row.repliedBy && names.get(row.repliedBy)) || "" }
        : null,
  }));
}
