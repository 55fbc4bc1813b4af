/** Feedback on finished orders and the restaurants' ratings (spec §7 /customer/feedback/v2). PLACEHOLDER: part S1 builds it. */
import type { AppModule } from "../../app-context";

export const feedbackModule: AppModule = async () => {};
