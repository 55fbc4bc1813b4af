/**
 * The hosted card form speaks to Forkful's page by postMessage (contracts: cardFormMessageSchema). Only a message
 * from our own card iframe's window that parses counts: any other window, or any other shape, is ignored.
 */
import { CARD_FORM_SUBMIT, type CardFormMessage, cardFormMessageSchema } from "@forkful/contracts/payments";

/** The card form's message in `event`, or null when it came from another window or is not one of the protocol. */
export function readCardFormMessage(
  event: Pick<MessageEvent, "source" | "data">,
  frameWindow: Window | null | undefined,
): CardFormMessage | null {
  if (!frameWindow || event.source !== frameWindow) return null;
  const parsed = cardFormMessageSchema.safeParse(event.data);
  return parsed.success ? parsed.data : null;
}

/** The iframe's address: the processor's form, told which origin to post its messages to. */
export function cardFormSrc(cardFormUrl: string, parentOrigin: string): string {
  const separator = cardFormUrl.includes("?") ? "&" : "?";
  return `${cardFormUrl}${separator}parentOrigin=${encodeURIComponent(parentOrigin)}`;
}

/** Asks the form to tokenize what the diner typed. The frame's origin is opaque (sandboxed), so the target is "*". */
export function requestTokenize(frameWindow: Window | null | undefined): boolean {
  if (!frameWindow) return false;
  frameWindow.postMessage(CARD_FORM_SUBMIT, "*");
  return true;
}
