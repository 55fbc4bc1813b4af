import { DAY_TEXTS, type DayFigures } from "@forkful/contracts/day-at-a-glance";
import { formatMoney } from "@forkful/contracts/money";

type Currency = Parameters<typeof formatMoney>[1];

/** "12.5 min", or a dash when no order got that far. */
export const minutesText = (minutes: number | null) => (minutes === null ? DAY_TEXTS.noFigure : `${minutes} min`);

/** The tiles' figures in words, in their order. */
export const figureTexts = (figures: DayFigures, currency: Currency) => [
  { label: DAY_TEXTS.orders, value: String(figures.orders) },
  { label: DAY_TEXTS.revenue, value: formatMoney(figures.revenue, currency) },
  { label: DAY_TEXTS.averagePrep, value: minutesText(figures.averagePrepMinutes) },
  { label: DAY_TEXTS.averageWait, value: minutesText(figures.averageWaitMinutes) },
  { label: DAY_TEXTS.late, value: String(figures.lateOrders), warn: figures.lateOrders > 0 },
];

/** "09:00" for hour 9 of the restaurant's day. */
export const hourText = (hour: number) => `${String(hour).padStart(2, "0")}:00`;
