/** What other modules may use of bills: reading a split part of a tab, and what paying one changes. */
export {};
