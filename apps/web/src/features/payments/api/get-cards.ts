import { cardsAnswerSchema, type SavedCard } from "@forkful/contracts/payments";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest, unwrap } from "../../../shared/api/api-client";
import { accountQueryKey } from "../../../shared/api/query-keys";
import { cardListThrottle } from "../lib/payment-throttle";

/** Under the diner's account key: it leaves the cache when the diner changes. Save and delete update it. */
export const cardsQueryKey = (customerId: string) => [...accountQueryKey(customerId), "cards"] as const;

const CARD_LIST_FLOW = "cardList";
let lastList: { customerId: string; answer: Promise<SavedCard[]> } | null = null;

/**
 * GET /cards?customerId= (encoded): the signed-in diner's saved cards (brand, last four digits, expiry). A second
 * start inside the card-list throttle (100 ms, spec §9) sends nothing and shares the answer of the first.
 */
export function getCards(customerId: string, signal?: AbortSignal): Promise<SavedCard[]> {
  if (!cardListThrottle.tryStart(`${CARD_LIST_FLOW}:${customerId}`) && lastList?.customerId === customerId) return lastList.answer;
  const answer = apiRequest({ method: "GET", path: "/cards", query: { customerId }, schema: cardsAnswerSchema, signal, auth: true }).then(
    (result) => unwrap(result).cards,
  );
  lastList = { customerId, answer };
  return answer;
}

export function cardsQueryOptions(customerId: string) {
  return queryOptions({
    queryKey: cardsQueryKey(customerId),
    queryFn: ({ signal }) => getCards(customerId, signal),
    staleTime: 30_000,
  });
}

/** The saved cards of a signed-in diner; nothing is asked while `customerId` is null (guests have no saved cards). */
export function useCards(customerId: string | null) {
  return useQuery({ ...cardsQueryOptions(customerId ?? ""), enabled: customerId !== null });
}
