import { unwrap } from "@forkful/api-client/api-client";
import { staffFeedbackSchema } from "@forkful/contracts/feedback";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { staffKeys } from "../../../shared/api/query-keys";
import { staffCall } from "../../../shared/api/staff-client";

/** How many of the newest feedbacks the screen reads. */
export const FEEDBACK_SHOWN = 100;

/** GET /staff/feedback (a manager): the restaurant's feedback, newest first, with its average rating. */
export const feedbackQuery = () =>
  queryOptions({
    queryKey: staffKeys.feedback(),
    queryFn: async ({ signal }) =>
      unwrap(
        await staffCall({ method: "GET", path: "/staff/feedback", query: { limit: FEEDBACK_SHOWN }, schema: staffFeedbackSchema, signal }),
      ),
  });

export const useFeedback = () => useQuery(feedbackQuery());
