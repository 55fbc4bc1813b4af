/** Feedback on finished orders and the restaurants' ratings (spec §7 /customer/feedback/v2, staff's GET /staff/feedback). */
import type { AppModule } from "../../app-context";
import { feedbackRoutes } from "./feedback.routes";
import { feedbackDeps } from "./public";

export const feedbackModule: AppModule = async (api, context) => {
  await api.register(feedbackRoutes, { deps: feedbackDeps(context) });
};
