/** What other modules may use of the staff module: recording what staff did, with who and when, and reading one thing's history. */
export { recordStaffAction, type StaffActionRecord, staffActionsOn, staffNamesOf } from "./staff-actions";
