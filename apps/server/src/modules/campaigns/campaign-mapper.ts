/** Campaign rows as the pages show them: the state from the restaurant's today, and the dishes from its menu. */
import type { Campaign, CampaignState, campaignDishSchema } from "@forkful/contracts/campaigns";
import { CUSTOMER_AUDIENCE } from "@forkful/contracts/constants";
import type { z } from "zod";
import { mediaUrl } from "../media/public";
import type { CampaignRow, CampaignsRepository } from "./campaigns.repository";

type DishRow = Awaited<ReturnType<CampaignsRepository["dishesAt"]>>[number];
type CampaignDish = z.infer<typeof campaignDishSchema>;

/** Dates are YYYY-MM-DD, so they compare as text. */
export function campaignStateOn(today: string, row: Pick<CampaignRow, "startsOn" | "endsOn">): CampaignState {
  if (today < row.startsOn) return "upcoming";
  return today > row.endsOn ? "ended" : "running";
}

/** A dish can be ordered when the diners' menu of the campaign's type shows it and it is not sold out. */
export function toCampaignDish({ item, image }: DishRow, menuType: string): CampaignDish {
  const shown = item.display === 1 && item.visibleTo.includes(CUSTOMER_AUDIENCE) && item.menuTypes.includes(menuType);
  return {
    itemId: item.id,
    slug: item.slug,
    name: item.name,
    description: item.description,
    price: item.price,
    image: image ? mediaUrl(image) : null,
    available: shown && (item.stockQuantity === null || item.stockQuantity > 0),
  };
}

export function toCampaign(row: CampaignRow, dishes: DishRow[], today: string, currency: string): Campaign {
  const byId = new Map(dishes.map((d) => [d.item.id, d]));
  return {
    id: row.id,
    locationId: row.locationId,
    title: row.title,
    summary: row.summary,
    description: row.description,
    image: row.image,
    startsOn: row.startsOn,
    endsOn: row.endsOn,
    state: campaignStateOn(today, row),
    dishes: row.itemIds.flatMap((id) => {
      const dish = byId.get(id);
      return dish ? [toCampaignDish(dish, row.menuType)] : [];
    }),
    offerText: row.offerText,
    couponCode: row.couponCode,
    menuType: row.menuType,
    currency,
  };
}
