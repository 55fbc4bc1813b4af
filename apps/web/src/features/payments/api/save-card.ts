import { type SavedCard, type saveCardRequestSchema, savedCardSchema } from "@forkful/contracts/payments";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { apiRequest } from "../../../shared/api/api-client";
import type { MutationConfig } from "../../../shared/api/mutation-config";
import { cardsQueryKey } from "./get-cards";

export type SaveCardRequest = z.input<typeof saveCardRequestSchema>;

/**
 * POST /cards (encoded): saves the card behind a single-use token of the processor's card form for the caller. A card
 * the processor refuses answers 400 with why ("Invalid Card Details", or declined); the same card saved twice answers the
 * card already saved.
 */
export async function saveCard(request: SaveCardRequest) {
  return apiRequest({ method: "POST", path: "/cards", payload: request, schema: savedCardSchema, auth: true });
}

/** Saves a card; the diner's saved cards show it at once and are asked again. */
export function useSaveCard({ mutationConfig }: { mutationConfig?: MutationConfig<typeof saveCard> } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...mutationConfig,
    mutationFn: saveCard,
    onSuccess: (...args) => {
      const [result, request] = args;
      if (result.ok) {
        queryClient.setQueryData<SavedCard[]>(cardsQueryKey(request.customerId), (cards) =>
          cards && !cards.some((card) => card.cardId === result.data.cardId) ? [...cards, result.data] : cards,
        );
        void queryClient.invalidateQueries({ queryKey: cardsQueryKey(request.customerId) });
      }
      return mutationConfig?.onSuccess?.(...args);
    },
  });
}
