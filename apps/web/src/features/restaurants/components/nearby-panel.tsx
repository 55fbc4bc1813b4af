import { LOCATION_TEXTS } from "@forkful/contracts/location";
import type { FindMerchantAnswer } from "@forkful/contracts/merchants";
import { ErrorState } from "@forkful/ui/error-state";
import { MapPinIcon } from "@forkful/ui/icons";
import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import type { Point } from "../../../entities/location/lib/selected-location";
import { NearbyList } from "./nearby-list";

export interface NearbyPanelProps {
  query: UseQueryResult<FindMerchantAnswer>;
  point: Point;
  /** What to offer when nothing is near (links to pick another place). */
  emptyAction?: ReactNode;
}

/** The restaurants near a point, with its loading, empty and failed states. */
export function NearbyPanel({ query, point, emptyAction }: NearbyPanelProps) {
  if (query.isPending) {
    return (
      <div role="status" aria-busy="true" className="space-y-2">
        <span className="sr-only">Finding restaurants near here</span>
        {[0, 1, 2].map((row) => (
          <div key={row} className="shimmer h-20 rounded-2xl" />
        ))}
      </div>
    );
  }
  if (query.isError) return <ErrorState onRetry={() => query.refetch()} />;
  const { restaurants } = query.data;
  if (restaurants.length === 0) {
    return (
      <div className="flex flex-col items-center gap-2 rounded-2xl border border-dashed border-stone-300 bg-stone-50 px-6 py-10 text-center">
        <MapPinIcon size={24} className="text-stone-500" />
        <p className="font-semibold text-stone-900">{LOCATION_TEXTS.nothingNear}</p>
        <p className="text-sm text-stone-600">{LOCATION_TEXTS.nothingNearHint}</p>
        {emptyAction}
      </div>
    );
  }
  return (
    <div>
      <p className="mb-2 text-sm text-stone-600" aria-live="polite">
        {restaurants.length} {restaurants.length === 1 ? "restaurant" : "restaurants"} near here, open first then nearest
      </p>
      <NearbyList restaurants={restaurants} point={point} label="Restaurants near here" busy={query.isFetching} />
    </div>
  );
}
