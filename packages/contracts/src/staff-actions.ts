/**
 * The names staff actions are recorded under (issue 26), beyond the team's own (STAFF_TEAM_ACTIONS), and how the console
 * says each one. A history (of a booking, a support request, a staff account) is a list of staffActionSchema.
 */
import { STAFF_TEAM_ACTIONS } from "./staff-team";

/** The host stand's moves of a booking (the floor module records them in the transaction of the move). */
export const BOOKING_STAFF_ACTIONS = {
  notified: "booking.notified",
  seated: "booking.seated",
  finished: "booking.finished",
  noShow: "booking.no-show",
  cancelled: "booking.cancelled",
  walkIn: "booking.walk-in",
} as const;

/** A support request answered (and closed with the answer). */
export const SUPPORT_STAFF_ACTIONS = { answered: "support.answered", closed: "support.closed" } as const;

/** A manager's reply to a diner's feedback. */
export const FEEDBACK_STAFF_ACTIONS = { replied: "feedback.replied" } as const;

/** What the subject of a recorded action is. */
export const STAFF_ACTION_SUBJECTS = {
  booking: "booking",
  supportRequest: "support-request",
  feedback: "feedback",
  staff: "staff",
} as const;

const STAFF_ACTION_LABELS: Record<string, string> = {
  [STAFF_TEAM_ACTIONS.added]: "Added to the team",
  [STAFF_TEAM_ACTIONS.changed]: "Account changed",
  [STAFF_TEAM_ACTIONS.passwordReset]: "Password reset",
  [BOOKING_STAFF_ACTIONS.notified]: "Told the table is ready",
  [BOOKING_STAFF_ACTIONS.seated]: "Seated",
  [BOOKING_STAFF_ACTIONS.finished]: "Visit finished",
  [BOOKING_STAFF_ACTIONS.noShow]: "Marked no-show",
  [BOOKING_STAFF_ACTIONS.cancelled]: "Cancelled",
  [BOOKING_STAFF_ACTIONS.walkIn]: "Walk-in added",
  [SUPPORT_STAFF_ACTIONS.answered]: "Answered",
  [SUPPORT_STAFF_ACTIONS.closed]: "Answered and closed",
  [FEEDBACK_STAFF_ACTIONS.replied]: "Replied to feedback",
};

/** How the console names a recorded action (an unknown name is shown as recorded). */
export const staffActionLabel = (action: string): string => STAFF_ACTION_LABELS[action] ?? action;

export const STAFF_HISTORY_TEXTS = {
  title: "History",
  empty: "No staff action recorded yet.",
  failed: "The history could not be loaded.",
} as const;
