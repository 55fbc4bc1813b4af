/** What is built from the app's context for the feedback operations. Other modules use nothing of feedback yet. */
import type { AppContext } from "../../app-context";
import { restaurantRatings } from "../merchants/public";
import { createOrdersRepository } from "../orders/public";
import { createFeedbackRepository } from "./feedback.repository";
import type { FeedbackDeps } from "./feedback-deps";

export type { FeedbackDeps } from "./feedback-deps";

export function feedbackDeps({ db, clock, events }: Pick<AppContext, "db" | "clock" | "events">): FeedbackDeps {
  return {
    feedback: createFeedbackRepository(db),
    orders: createOrdersRepository(db),
    ratings: restaurantRatings,
    clock,
    events,
  };
}
