import { DAY_TEXTS, type RestaurantDay } from "@forkful/contracts/day-at-a-glance";
import { formatMoney } from "@forkful/contracts/money";
import { hourText, minutesText } from "./day-format";

/** The chart's hours as a table: what the chart shows, for a screen reader or anyone who wants the numbers. */
export function HoursTable({ day }: { day: RestaurantDay }) {
  return (
    <details className="rounded-xl border border-stone-200 bg-white p-3">
      <summary className="cursor-pointer font-semibold text-stone-800">The hours as a table</summary>
      <table className="mt-2 w-full text-left text-sm tabular-nums">
        <caption className="sr-only">{DAY_TEXTS.byHour}</caption>
        <thead>
          <tr className="border-b border-stone-200 text-stone-700">
            <th scope="col" className="py-1 pr-3">
              Hour
            </th>
            <th scope="col" className="py-1 pr-3">
              {DAY_TEXTS.orders}
            </th>
            <th scope="col" className="py-1 pr-3">
              {DAY_TEXTS.revenue}
            </th>
            <th scope="col" className="py-1 pr-3">
              {DAY_TEXTS.averagePrep}
            </th>
            <th scope="col" className="py-1">
              {DAY_TEXTS.late}
            </th>
          </tr>
        </thead>
        <tbody>
          {day.hours.map((hour) => (
            <tr key={hour.hour} className="border-b border-stone-100 text-stone-900">
              <th scope="row" className="py-1 pr-3 font-semibold">
                {hourText(hour.hour)}
              </th>
              <td className="py-1 pr-3">{hour.orders}</td>
              <td className="py-1 pr-3">{formatMoney(hour.revenue, day.restaurant.currency)}</td>
              <td className="py-1 pr-3">{minutesText(hour.averagePrepMinutes)}</td>
              <td className="py-1">{hour.lateOrders}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}
