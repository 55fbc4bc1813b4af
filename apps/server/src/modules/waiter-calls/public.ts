/** What other modules may use of calls for the waiter: nothing yet (it sits above orders and tables). */
export {};
