/** A new short link's id: SHORT_LINK_ID_LENGTH letters and digits from crypto random, always with a digit (never a slug). */
import { randomInt } from "node:crypto";
import { isShortLinkId, SHORT_LINK_ID_LENGTH } from "@forkful/contracts/short-links";

const LETTERS_AND_DIGITS = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
const DIGITS = "0123456789";

export function newShortLinkId(): string {
  const chars = Array.from({ length: SHORT_LINK_ID_LENGTH }, () => LETTERS_AND_DIGITS[randomInt(LETTERS_AND_DIGITS.length)]!);
  // About three draws in ten have no digit: one random place becomes one.
  if (!isShortLinkId(chars.join(""))) chars[randomInt(SHORT_LINK_ID_LENGTH)] = DIGITS[randomInt(DIGITS.length)]!;
  return chars.join("");
}
