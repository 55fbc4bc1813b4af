/** Feedback on finished orders and the restaurants' ratings (spec §7 /customer/feedback/v2, staff's GET /staff/feedback). */
import type { AppModule } from "../../app-context";
import { carryGuestFeedback } from "./carry-guest-feedback";
import { feedbackRoutes } from "./feedback.routes";
import { feedbackDeps } from "./public";

export const feedbackModule: AppModule = async (api, context) => {
  const deps = feedbackDeps(context);
  context.events.subscribe("numberProved", (proved) => carryGuestFeedback(deps, proved));
  await api.register(feedbackRoutes, { deps });
};
