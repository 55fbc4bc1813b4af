/**
 * Read function: a restaurant's day of orders at a glance (issue 26): how many, the money kept, the average prep
 * (accepted → ready) and wait (placed → handed over), how many were late, and the same by hour. Summed in SQL by hour;
 * the day is made of its hours here.
 */
import type { DayFigures, HourFigures } from "@forkful/contracts/day-at-a-glance";
import { type DayOfOrders, type HourSums, hourSumsOfDay } from "./order-day.repository";
import type { Executor } from "./order-rows";

export type { DayOfOrders } from "./order-day.repository";

const minutes = (seconds: number, count: number) => (count === 0 ? null : Math.round((seconds / count / 60) * 10) / 10);

const figuresOf = (sums: Omit<HourSums, "hour">): DayFigures => ({
  orders: sums.orders,
  revenue: sums.revenue,
  averagePrepMinutes: minutes(sums.prepSeconds, sums.prepCount),
  averageWaitMinutes: minutes(sums.waitSeconds, sums.waitCount),
  lateOrders: sums.lateOrders,
});

const NO_SUMS: Omit<HourSums, "hour"> = {
  orders: 0,
  revenue: 0,
  prepSeconds: 0,
  prepCount: 0,
  waitSeconds: 0,
  waitCount: 0,
  lateOrders: 0,
};

export async function ordersOfDay(executor: Executor, day: DayOfOrders): Promise<{ figures: DayFigures; hours: HourFigures[] }> {
  const hours = await hourSumsOfDay(executor, day);
  const total = hours.reduce(
    (sum, hour) => ({
      orders: sum.orders + hour.orders,
      revenue: sum.revenue + hour.revenue,
      prepSeconds: sum.prepSeconds + hour.prepSeconds,
      prepCount: sum.prepCount + hour.prepCount,
      waitSeconds: sum.waitSeconds + hour.waitSeconds,
      waitCount: sum.waitCount + hour.waitCount,
      lateOrders: sum.lateOrders + hour.lateOrders,
    }),
    NO_SUMS,
  );
  return { figures: figuresOf(total), hours: hours.map((hour) => ({ hour: hour.hour, ...figuresOf(hour) })) };
}
