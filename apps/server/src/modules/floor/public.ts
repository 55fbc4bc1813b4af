/** What other modules may use of the floor: nothing yet (the host stand sits at the top of the booking modules). */
export {};
