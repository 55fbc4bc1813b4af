/** What other modules may use of the staff module: recording what staff did, with who and when. */
export { recordStaffAction, type StaffActionRecord } from "./staff-actions";
