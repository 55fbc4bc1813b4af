import { formatMoney } from "@forkful/contracts/money";
import type { Order } from "@forkful/contracts/orders";
import { Button } from "@forkful/ui/button";
import { FormAlert } from "@forkful/ui/form-alert";
import { CheckIcon } from "@forkful/ui/icons";
import { useMemo } from "react";
import { CheckoutSection } from "../../../entities/order/components/checkout-section";
import { useItemOffers } from "../api/check-item-offers";
import { SIGN_IN_FOR_OFFERS, useApplyOffer } from "../hooks/use-apply-offer";
import { useBestOffer } from "../hooks/use-best-offer";
import { offerChecksOf, shownOffers } from "../lib/item-offers";

export interface OffersSectionProps {
  order: Order;
  customerId: string | null;
  onSignIn: () => void;
  locked: boolean;
}

/**
 * The dishes' offers (checked per dish): the best applied by itself for a signed-in diner, each applied one with
 * Remove, the others with Apply. Hidden when no dish has one.
 */
export function OffersSection({ order, customerId, onSignIn, locked }: OffersSectionProps) {
  const checks = useMemo(() => offerChecksOf(order, customerId), [order, customerId]);
  const results = useItemOffers(checks);
  const offers = shownOffers(
    order,
    results.map((r) => r.data?.offers),
  );
  const applying = useApplyOffer({ order, customerId });
  const known = results.every((r) => !r.isPending);
  useBestOffer(order, offers, { enabled: customerId !== null && !locked && known, apply: applying.apply });
  if (offers.length === 0) return null;

  const signedOut = customerId === null;
  return (
    <CheckoutSection
      title="Offers on your dishes"
      description={signedOut ? SIGN_IN_FOR_OFFERS : "The best offer is applied for you; change it here."}
    >
      <ul className="divide-y divide-stone-100">
        {offers.map((offer) => (
          <li key={offer.offerId} className="flex items-center gap-3 py-2.5 first:pt-0 last:pb-0" data-testid="item-offer">
            <div className="min-w-0 flex-1">
              <p className="font-semibold text-stone-900">{offer.title}</p>
              <p className="text-sm text-stone-600">
                {offer.itemName}
                {offer.discountAmount > 0 && <> · saves {formatMoney(offer.discountAmount, order.currency)}</>}
              </p>
            </div>
            {offer.applied ? (
              <span className="inline-flex items-center gap-3">
                <span className="inline-flex items-center gap-1 text-sm font-semibold text-emerald-800">
                  <CheckIcon size={16} /> Applied
                </span>
                <button
                  type="button"
                  className="text-sm font-semibold text-stone-700 underline disabled:opacity-50"
                  disabled={locked || applying.pendingId !== null}
                  onClick={() => void applying.remove(offer.offerId)}
                  aria-label={`Remove ${offer.title}`}
                >
                  Remove
                </button>
              </span>
            ) : signedOut ? (
              <Button variant="secondary" size="sm" onClick={onSignIn}>
                Sign in
              </Button>
            ) : (
              <Button
                variant="secondary"
                size="sm"
                disabled={locked || applying.pendingId !== null}
                onClick={() => void applying.apply(offer.offerId)}
                aria-label={`Apply ${offer.title}`}
              >
                {applying.pendingId === offer.offerId ? "Applying…" : "Apply"}
              </Button>
            )}
          </li>
        ))}
      </ul>
      {applying.error && <FormAlert message={applying.error} className="mt-3" />}
    </CheckoutSection>
  );
}
