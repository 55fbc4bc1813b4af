/** Feedback on finished orders and the restaurants' ratings (spec §7 /customer/feedback/v2, staff's GET /staff/feedback). */
import type { AppModule } from "../../app-context";
import { restaurantRatings } from "../merchants/public";
import { carryGuestFeedback } from "./carry-guest-feedback";
import { createFeedbackRepository } from "./feedback.repository";
import { feedbackRoutes } from "./feedback.routes";
import type { FeedbackDeps } from "./feedback-deps";

export const feedbackModule: AppModule = async (api, context) => {
  const deps: FeedbackDeps = {
    feedback: createFeedbackRepository(context.db),
    db: context.db,
    ratings: restaurantRatings,
    clock: context.clock,
    events: context.events,
    sms: context.sms,
    log: context.log,
  };
  context.events.subscribe("numberProved", (proved) => carryGuestFeedback(deps, proved));
  await api.register(feedbackRoutes, { deps });
};
