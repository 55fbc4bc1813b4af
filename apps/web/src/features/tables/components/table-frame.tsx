import type { RestaurantDetail } from "@forkful/contracts/merchants";
import type { ReactNode } from "react";
import { mediaUrl } from "../../../shared/lib/media";
import { AccountButton } from "../../../shared/ui/account-button";

export interface TableFrameProps {
  restaurant: Pick<RestaurantDetail, "merchantName" | "media">;
  children: ReactNode;
  /** A welcome card (the contactless landing) centres its logo and words. */
  centered?: boolean;
}

/** A table's page: the restaurant's cover, then one card in a narrow column (it is read at the table, on a phone). */
export function TableFrame({ restaurant, children, centered = false }: TableFrameProps) {
  const cover = mediaUrl(restaurant.media, "META");
  const logo = mediaUrl(restaurant.media, "LOGO");
  return (
    <div className="min-h-dvh bg-stone-50">
      <div className="mx-auto max-w-xl md:px-4 md:pt-6">
        <div className="relative aspect-[5/2] overflow-hidden bg-brand/20 md:rounded-3xl">
          {cover && <img src={cover} alt={`${restaurant.merchantName} cover`} className="h-full w-full object-cover" />}
          <div className="absolute top-3 right-3">
            <AccountButton variant="overlay" />
          </div>
        </div>
      </div>
      <main className="mx-auto max-w-xl px-4 pt-4 pb-16">
        <div className={`relative rounded-3xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6 ${centered ? "text-center" : ""}`}>
          {logo && (
            <img
              src={logo}
              alt=""
              className={`mb-3 h-14 w-14 rounded-2xl border-2 border-white object-cover shadow-sm ${centered ? "mx-auto" : ""}`}
            />
          )}
          {children}
        </div>
      </main>
    </div>
  );
}
