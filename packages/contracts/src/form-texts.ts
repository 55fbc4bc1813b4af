/**
 * Limits and texts of the diner's free-text fields and of held-back submits (issue 11). The order and address
 * schemas cap their notes with these numbers, and the forms count toward them.
 */
export const NOTE_LIMITS = {
  /** A dish's special instructions (a cart line's comment). */
  itemNote: 200,
  /** The note for the restaurant and the courier's instructions on an order. */
  orderNote: 300,
  /** An address line, or the notes of a saved address. */
  addressLine: 200,
  savedAddress: 300,
} as const;

/** The counter under a note: "123/300". */
export const noteCountText = (length: number, limit: number) => `${length}/${limit}`;

/** Said once a note holds as many characters as it may. */
export const noteFullText = (limit: number) => `That's the limit of ${limit} characters.`;

/** A submit's button while a start throttle (spec §9) holds it; it is sent when the wait ends. */
export const startWaitText = (seconds: number) => `Sending in ${seconds} s…`;
