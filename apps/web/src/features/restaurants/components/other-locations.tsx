import { Link } from "react-router";
import { useMerchantDetails } from "../api/get-merchant-details";
import { OpenStatusBadge } from "./open-status-badge";

/** The brand's other locations (merchants/details/v2), when it has more than one. */
export function OtherLocations({ merchantSlug, currentLocationId }: { merchantSlug: string; currentLocationId: number }) {
  const { data } = useMerchantDetails(merchantSlug);
  const others = data?.locations.filter((l) => l.id !== currentLocationId) ?? [];
  if (others.length === 0) return null;
  return (
    <section aria-labelledby="other-locations" className="px-4 py-5 md:px-6">
      <h3 id="other-locations" className="mb-3 text-sm font-bold tracking-wide text-stone-500 uppercase">
        Other locations
      </h3>
      <ul className="space-y-2">
        {others.map((l) => (
          <li key={l.id}>
            <Link
              to={`/${l.merchantType}/${l.locationSlug}`}
              className="flex items-center justify-between gap-3 rounded-xl border border-stone-200 p-3 hover:bg-stone-50"
            >
              <span>
                <span className="block font-semibold text-stone-900">{l.branchName}</span>
                <span className="block text-sm text-stone-600">{l.address}</span>
              </span>
              <OpenStatusBadge open={l.open} nextSession={l.nextSession} />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
