/** Saved cards: the processor's reusable payment methods of a customer, never a card number or CVV. */
import { MESSAGES } from "@forkful/contracts/messages";
import { cardExpiryProblem, type SaveCardRequest, type SavedCard } from "@forkful/contracts/payments";
import type { CardRefusal, PaymentProcessor } from "../../integrations/payments/payment-processor";
import type { Clock } from "../../lib/clock";
import { BadRequestError, ForbiddenError, NotFoundError, UnauthorizedError } from "../../lib/domain-errors";
import type { Caller } from "../../plugins/caller";
import type { CardsRepository, SavedCardRow } from "./cards.repository";

/** A guest session is temporary: a card saved for it would be left behind. */
export const SIGN_UP_TO_SAVE_CARDS = "Sign up to save cards for next time";

/** What the diner reads when the processor will not keep a card: the spec's text for invalid details, else what happened. */
const CARD_REFUSAL_TEXTS: Record<CardRefusal, string> = {
  invalid: MESSAGES.cardInvalid,
  declined: MESSAGES.cardDeclined,
  unavailable: MESSAGES.cardNotChecked,
};

export interface CardsDeps {
  cards: CardsRepository;
  processor: PaymentProcessor;
  clock: Clock;
}

export function toSavedCardDto(row: SavedCardRow): SavedCard {
  return {
    cardId: row.id,
    customerId: row.customerId,
    cardType: row.brand,
    expiryMonth: row.expMonth,
    expiryYear: row.expYear,
    lastFourDigits: row.last4,
    zipcode: row.zipcode,
    streetNo: row.streetNo,
  };
}

/**
 * Saves the card behind a processor token for a customer; otherwise why not: the processor will not keep it, or the
 * expiry it reports is past or absurd (an integer column is no place to find out).
 */
export async function saveCardFromToken(
  deps: CardsDeps,
  customerId: string,
  token: string,
  extra: { zipcode?: string; streetNo?: string } = {},
): Promise<{ saved: SavedCardRow } | { refused: string }> {
  const result = await deps.processor.saveCard(token);
  if (!result.ok) return { refused: CARD_REFUSAL_TEXTS[result.refusal] };
  const { card } = result;
  const expiry = cardExpiryProblem(card.expMonth, card.expYear, deps.clock());
  if (expiry) return { refused: expiry };
  const saved = await deps.cards.saveCard({
    customerId,
    paymentMethod: result.paymentMethod,
    fingerprint: card.fingerprint,
    brand: card.brand,
    last4: card.last4,
    expMonth: card.expMonth,
    expYear: card.expYear,
    zipcode: extra.zipcode ?? null,
    streetNo: extra.streetNo ?? null,
    createdAt: deps.clock(),
  });
  return { saved };
}

/** A saved card of the caller: 404 when there is none, 403 when it is someone else's. */
export async function savedCardOf(deps: Pick<CardsDeps, "cards">, cardId: string, caller: Caller | null): Promise<SavedCardRow> {
  if (!caller) throw new UnauthorizedError("Sign in to use your saved cards");
  const card = await deps.cards.card(cardId);
  if (!card) throw new NotFoundError("No saved card has this id");
  if (card.customerId !== caller.customerId) throw new ForbiddenError("This card belongs to another account");
  return card;
}

/** POST /cards: saves a card for the signed-in customer (guests are asked to sign up). */
export async function saveCard(deps: CardsDeps, input: SaveCardRequest, caller: Caller): Promise<SavedCard> {
  if (caller.kind !== "customer") throw new ForbiddenError(SIGN_UP_TO_SAVE_CARDS);
  const { customerId, ...card } = input;
  const outcome = await saveCardFromToken(deps, customerId, card.cardToken, card);
  if ("refused" in outcome) throw new BadRequestError(outcome.refused);
  return toSavedCardDto(outcome.saved);
}

/** GET /cards: the customer's saved cards. */
export async function listCards(deps: Pick<CardsDeps, "cards">, customerId: string): Promise<SavedCard[]> {
  return (await deps.cards.cardsOf(customerId)).map(toSavedCardDto);
}

/** DELETE /cards: deletes one of the caller's cards; answers the cards left. */
export async function deleteCard(deps: Pick<CardsDeps, "cards">, cardId: string, caller: Caller | null): Promise<SavedCard[]> {
  const card = await savedCardOf(deps, cardId, caller);
  await deps.cards.deleteCard(card.id);
  return listCards(deps, card.customerId);
}
