import type { RestaurantDetail } from "@forkful/contracts/merchants";
import { formatMoney } from "@forkful/contracts/money";
import { ClockIcon, MapPinIcon, PhoneIcon } from "@forkful/ui/icons";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { OpenStatusBadge } from "./open-status-badge";
import { facilityLabels, facilityPath } from "./restaurant-facts";
import { WorkingHours } from "./working-hours";

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="border-b border-stone-200 py-5 last:border-b-0">
      <h3 className="mb-3 text-sm font-bold tracking-wide text-stone-500 uppercase">{title}</h3>
      {children}
    </section>
  );
}

/** Everything a diner wants to know before ordering: hours, contact, facilities, cuisine and story. */
export function RestaurantInfo({ restaurant }: { restaurant: RestaurantDetail }) {
  const facilities = facilityLabels(restaurant);
  return (
    <div className="px-4 md:px-6">
      <Section title="Hours">
        <div className="mb-3 flex items-center gap-2">
          <ClockIcon size={18} className="text-stone-500" />
          <OpenStatusBadge open={restaurant.open} nextSession={restaurant.nextSession} timeZone={restaurant.timeZoneCd} />
        </div>
        <WorkingHours workingHours={restaurant.workingHours} timeZone={restaurant.timeZoneCd} />
      </Section>
      <Section title="Contact">
        <address className="space-y-3 text-sm not-italic text-stone-800">
          <p className="flex gap-2">
            <MapPinIcon size={18} className="mt-0.5 shrink-0 text-stone-500" />
            <span>{restaurant.address}</span>
          </p>
          <p className="flex gap-2">
            <PhoneIcon size={18} className="mt-0.5 shrink-0 text-stone-500" />
            <a
              href={`tel:${restaurant.phoneNumber.replace(/[^\d+]/g, "")}`}
              className="font-semibold text-brand underline-offset-2 hover:underline"
            >
              {restaurant.phoneNumber}
            </a>
          </p>
        </address>
      </Section>
      <Section title="Cuisine">
        <p className="text-sm text-stone-800">{restaurant.cuisine.join(" · ")}</p>
        <p className="mt-1 text-sm text-stone-600">
          Average {formatMoney(restaurant.cost, restaurant.currency)} for two
          {restaurant.diets.length > 0 && ` · ${restaurant.diets.join(", ")}`}
        </p>
      </Section>
      {facilities.length > 0 && (
        <Section title="Facilities">
          <ul className="flex flex-wrap gap-2">
            {facilities.map((facility) => {
              const path = facilityPath(restaurant, facility);
              return (
                <li key={facility} className="text-sm">
                  {path ? (
                    <Link
                      to={path}
                      className="block rounded-full border border-stone-300 bg-white px-3 py-1 font-semibold text-brand underline-offset-2 hover:underline"
                    >
                      {facility}
                    </Link>
                  ) : (
                    <span className="block rounded-full bg-stone-100 px-3 py-1 text-stone-800">{facility}</span>
                  )}
                </li>
              );
            })}
          </ul>
        </Section>
      )}
      {restaurant.aboutUs && (
        <Section title="About">
          <p className="text-sm leading-relaxed whitespace-pre-line text-stone-700">{restaurant.aboutUs}</p>
        </Section>
      )}
    </div>
  );
}
