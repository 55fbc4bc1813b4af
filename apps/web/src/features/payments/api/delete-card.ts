import { cardsAnswerSchema, type SavedCard } from "@forkful/contracts/payments";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type ApiResult, apiRequest } from "../../../shared/api/api-client";
import type { MutationConfig } from "../../../shared/api/mutation-config";
import { cardDeleteThrottle } from "../lib/payment-throttle";
import { cardsQueryKey } from "./get-cards";

type CardsAnswer = ApiResult<{ cards: SavedCard[] }>;
let lastDelete: { cardId: string; answer: Promise<CardsAnswer> } | null = null;

/**
 * DELETE /cards?cardId= (encoded): removes one of the caller's saved cards and answers the cards that remain; another
 * diner's card answers 403. A second start for the same card inside the card-delete throttle sends nothing and shares
 * the answer of the first.
 */
export function deleteCard(cardId: string): Promise<CardsAnswer> {
  if (!cardDeleteThrottle.tryStart(`cardDelete:${cardId}`) && lastDelete?.cardId === cardId) return lastDelete.answer;
  const answer = apiRequest({ method: "DELETE", path: "/cards", query: { cardId }, schema: cardsAnswerSchema, auth: true });
  lastDelete = { cardId, answer };
  return answer;
}

export interface UseDeleteCardOptions {
  /** The diner whose saved cards the answer replaces. */
  customerId: string;
  mutationConfig?: MutationConfig<typeof deleteCard>;
}

/** Removes a saved card; the answer (the cards that remain) becomes the diner's saved cards. */
export function useDeleteCard({ customerId, mutationConfig }: UseDeleteCardOptions) {
  const queryClient = useQueryClient();
  return useMutation({
    ...mutationConfig,
    mutationFn: deleteCard,
    onSuccess: (...args) => {
      const [result] = args;
      if (!result.ok) void queryClient.invalidateQueries({ queryKey: cardsQueryKey(customerId) });
      else {
        // The answer is the list that remains: it goes in as it is, and the key is only marked stale (no second GET).
        queryClient.setQueryData(cardsQueryKey(customerId), result.data.cards);
        void queryClient.invalidateQueries({ queryKey: cardsQueryKey(customerId), refetchType: "none" });
      }
      return mutationConfig?.onSuccess?.(...args);
    },
  });
}
