/** Feedback: no other module uses it (the module wires itself in feedback.module.ts). */
export type { FeedbackDeps } from "./feedback-deps";
