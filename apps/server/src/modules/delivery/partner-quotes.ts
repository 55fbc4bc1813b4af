/**
 * Asking partners for quotes: every partner at once, each answer kept with who gave it, the valid ones (spec §5: a
 * price of 0 or more) cheapest first, a tie going to the restaurant's preferred partner.
 */
import type { DeliveryPartner, DeliveryQuote } from "@forkful/contracts/delivery";
import type { DeliveryPartnerApi, QuoteRequest, QuoteResult } from "../../integrations/delivery/delivery-partner";

export interface PartnerQuote {
  api: DeliveryPartnerApi;
  /** Where the partner stands in the restaurant's order of preference. */
  rank: number;
  result: QuoteResult;
}

export type ValidQuote = PartnerQuote & { result: Extract<QuoteResult, { ok: true }> };

/** A partner that throws (down, timing out) counts as refusing: one partner's trouble never stops the others. */
async function quoteOne(api: DeliveryPartnerApi, request: QuoteRequest): Promise<QuoteResult> {
  try {
    return await api.quote(request);
  } catch (error) {
    return { ok: false, reason: error instanceof Error ? error.message : String(error) };
  }
}

export async function quotePartners(apis: readonly DeliveryPartnerApi[], request: QuoteRequest): Promise<PartnerQuote[]> {
  const results = await Promise.all(apis.map((api) => quoteOne(api, request)));
  return apis.map((api, rank) => ({ api, rank, result: results[rank]! }));
}

export const isValidQuote = (quote: PartnerQuote): quote is ValidQuote => quote.result.ok && quote.result.fee >= 0;

/** Valid quotes first, cheapest first; ties and refusals in the restaurant's order. */
export function bestFirst<T extends PartnerQuote>(quotes: readonly T[]): T[] {
  const price = (q: PartnerQuote) => (isValidQuote(q) ? q.result.fee : Number.POSITIVE_INFINITY);
  return [...quotes].sort((a, b) => price(a) - price(b) || a.rank - b.rank);
}

/** A quote as the quote call answers it. */
export function quoteAnswerOf(quote: PartnerQuote, fallbackCurrency: "USD" | "INR", now: Date): DeliveryQuote {
  const partner: DeliveryPartner = quote.api.partner;
  if (!quote.result.ok) {
    return {
      deliveryProviderId: partner,
      estimatedPrice: -1,
      currency: fallbackCurrency,
      etaMinutes: 0,
      expiresAt: now.toISOString(),
      valid: false,
    };
  }
  const { fee, currency, dropoffEta, expiresAt } = quote.result;
  return {
    deliveryProviderId: partner,
    estimatedPrice: fee,
    currency,
    etaMinutes: Math.max(0, Math.ceil((dropoffEta.getTime() - now.getTime()) / 60_000)),
    expiresAt: expiresAt.toISOString(),
    valid: fee >= 0,
  };
}
