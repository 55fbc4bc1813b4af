import type { Campaign } from "@forkful/contracts/campaigns";
import type { Currency } from "@forkful/contracts/constants";
import { formatMoney } from "@forkful/contracts/money";
import { Link } from "react-router";

export interface CampaignDishesProps {
  campaign: Campaign;
  /** The menu the dishes open on: …/menu/{menuType}. */
  menuPath: string;
}

/** The dishes a campaign promotes, each opening on the menu; one not orderable now says so. */
export function CampaignDishes({ campaign, menuPath }: CampaignDishesProps) {
  if (campaign.dishes.length === 0) return null;
  return (
    <section aria-labelledby="campaign-dishes" className="mt-6">
      <h2 id="campaign-dishes" className="text-lg font-bold text-stone-900">
        On the menu
      </h2>
      <ul className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {campaign.dishes.map((dish) => (
          <li key={dish.itemId}>
            <Link
              to={`${menuPath}/${dish.slug}`}
              className="flex h-full gap-3 rounded-2xl border border-stone-200 bg-white p-3 shadow-sm transition hover:border-brand/50 hover:shadow"
            >
              {dish.image ? (
                <img src={dish.image} alt="" className="h-20 w-20 shrink-0 rounded-xl object-cover" loading="lazy" />
              ) : (
                <div className="h-20 w-20 shrink-0 rounded-xl bg-brand/10" aria-hidden="true" />
              )}
              <div className="min-w-0 flex-1">
                <p className="font-semibold text-stone-900">{dish.name}</p>
                <p className="mt-0.5 line-clamp-2 text-sm text-stone-600">{dish.description}</p>
                <p className="mt-1 text-sm font-semibold text-stone-900">
                  {formatMoney(dish.price, campaign.currency as Currency)}
                  {!dish.available && <span className="ml-2 font-medium text-red-700">Not available now</span>}
                </p>
              </div>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
