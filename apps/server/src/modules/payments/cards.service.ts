/** Saved cards: the processor's reusable payment methods of a customer, never a card number or CVV. */
import { MESSAGES } from "@forkful/contracts/messages";
import type { SavedCard } from "@forkful/contracts/payments";
import type { PaymentProcessor } from "../../integrations/payments/payment-processor";
import type { Clock } from "../../lib/clock";
import { BadRequestError, ForbiddenError, NotFoundError, UnauthorizedError } from "../../lib/domain-errors";
import type { Caller } from "../../plugins/caller";
import type { PaymentsRepository, SavedCardRow } from "./payments.repository";

/** A guest session is temporary: a card saved for it would be left behind. */
export const SIGN_UP_TO_SAVE_CARDS = "Sign up to save cards for next time";

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

export function createCardsService(deps: { payments: PaymentsRepository; processor: PaymentProcessor; clock: Clock }) {
  const { payments, processor, clock } = deps;

  async function saveFromToken(customerId: string, token: string, extra: { zipcode?: string; streetNo?: string } = {}) {
    const result = await processor.saveCard(token);
    if (!result.ok) return null;
    const { card } = result;
    return payments.saveCard({
      customerId,
      paymentMethod: result.paymentMethod,
      fingerprint: card.fingerprint,
      brand: card.brand,
      last4: card.last4,
      expMonth: card.expMonth,
      expYear: card.expYear,
      zipcode: extra.zipcode ?? null,
      streetNo: extra.streetNo ?? null,
      createdAt: clock(),
    });
  }

  /** A saved card of the caller: 404 when there is none, 403 when it is someone else's. */
  async function cardFor(cardId: string, caller: Caller | null): Promise<SavedCardRow> {
    if (!caller) throw new UnauthorizedError("Sign in to use your saved cards");
    const card = await payments.card(cardId);
    if (!card) throw new NotFoundError("No saved card has this id");
    if (card.customerId !== caller.customerId) throw new ForbiddenError("This card belongs to another account");
    return card;
  }

  return {
    saveFromToken,
    cardFor,

    async save(customerId: string, request: { cardToken: string; zipcode?: string; streetNo?: string }): Promise<SavedCard> {
      const saved = await saveFromToken(customerId, request.cardToken, request);
      if (!saved) throw new BadRequestError(MESSAGES.cardInvalid);
      return toSavedCardDto(saved);
    },

    async list(customerId: string): Promise<SavedCard[]> {
      return (await payments.cardsOf(customerId)).map(toSavedCardDto);
    },

    async remove(cardId: string, caller: Caller | null): Promise<SavedCard[]> {
      const card = await cardFor(cardId, caller);
      await payments.deleteCard(card.id);
      return (await payments.cardsOf(card.customerId)).map(toSavedCardDto);
    },
  };
}

export type CardsService = ReturnType<typeof createCardsService>;
