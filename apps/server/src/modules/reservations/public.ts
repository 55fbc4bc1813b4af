/** What other modules may use of reservations: nothing yet (it sits at the top of the booking modules). */
export {};
