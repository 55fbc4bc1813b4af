import { DAY_TEXTS } from "@forkful/contracts/day-at-a-glance";
import type { StaffRole } from "@forkful/contracts/staff-tables";
import { EmptyState } from "@forkful/ui/empty-state";
import { ErrorState } from "@forkful/ui/error-state";
import { Spinner } from "@forkful/ui/spinner";
import { useId } from "react";
import { useDay } from "../api/get-day";
import { DayTiles } from "./day-tiles";
import { HoursChart } from "./hours-chart";
import { HoursTable } from "./hours-table";

/**
 * Today at a glance (issue 26): the restaurant's figures in tiles and its orders and revenue by hour; for an owner,
 * a row of tiles for each of their restaurants (the one they are at first, with its chart).
 */
export function DayAtAGlance({ role }: { role: StaffRole }) {
  const day = useDay(role);
  const chartTitleId = useId();
  const here = day.data?.days[0];
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-4">
      <div>
        <h1 className="text-2xl font-extrabold tracking-tight text-stone-900">{DAY_TEXTS.title}</h1>
        {here && <p className="text-sm text-stone-700">{new Date(`${here.date}T12:00:00Z`).toDateString()}</p>}
      </div>
      {day.isPending ? (
        <Spinner label="Loading today's figures" />
      ) : day.isError ? (
        <ErrorState message={DAY_TEXTS.loadFailed} onRetry={() => day.refetch()} />
      ) : (
        <>
          {day.data.days.map((restaurantDay) => (
            <DayTiles key={restaurantDay.restaurant.locationId} day={restaurantDay} named={day.data.days.length > 1} />
          ))}
          {here && (
            <section
              aria-labelledby={chartTitleId}
              className="flex flex-col gap-2 rounded-2xl border border-stone-200 bg-white p-3 shadow-sm"
            >
              <h2 id={chartTitleId} className="text-lg font-bold text-stone-900">
                {DAY_TEXTS.byHour}
                {day.data.days.length > 1 && ` · ${here.restaurant.branchName}`}
              </h2>
              {here.hours.length === 0 ? (
                <EmptyState title={DAY_TEXTS.noOrders} body="The chart fills in as orders come in." />
              ) : (
                <>
                  <HoursChart day={here} />
                  <HoursTable day={here} />
                </>
              )}
            </section>
          )}
        </>
      )}
    </div>
  );
}
