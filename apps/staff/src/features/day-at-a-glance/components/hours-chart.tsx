/**
 * Orders (bars) and revenue (a line, on its own axis) by hour, drawn with chart.js. Only the pieces used are
 * registered, so the rest of chart.js stays out of the bundle; this screen is lazy-loaded, so chart.js is not in the
 * console's first chunk. The canvas is an image to assistive technology: HoursTable says the same in words.
 */
import { DAY_TEXTS, type RestaurantDay } from "@forkful/contracts/day-at-a-glance";
import { MINOR_UNITS_PER_MAJOR } from "@forkful/contracts/money";
import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
} from "chart.js";
import { useEffect, useRef } from "react";
import { hourText } from "./day-format";

Chart.register(BarController, BarElement, CategoryScale, LinearScale, LineController, LineElement, PointElement, Legend, Tooltip);

/** The house's stone and brand colours, as the tiles use them. */
const BAR = "#44403c";
const LINE = "#c2410c";

const HOURS_OF_A_DAY = Array.from({ length: 24 }, (_, hour) => hour);

/** Every hour of the day, so one busy hour reads as one bar of a day, not as the whole chart; an hour without orders is 0. */
const wholeDay = (day: RestaurantDay) =>
  HOURS_OF_A_DAY.map((hour) => {
    const figures = day.hours.find((figure) => figure.hour === hour);
    return { hour, orders: figures?.orders ?? 0, revenue: figures?.revenue ?? 0 };
  });

export function HoursChart({ day }: { day: RestaurantDay }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const context = canvas.current?.getContext("2d");
    if (!context) return;
    const hours = wholeDay(day);
    const chart = new Chart(context, {
      data: {
        labels: hours.map((hour) => hourText(hour.hour)),
        datasets: [
          { type: "bar", label: DAY_TEXTS.orders, data: hours.map((hour) => hour.orders), backgroundColor: BAR, yAxisID: "orders" },
          {
            type: "line",
            label: `${DAY_TEXTS.revenue} (${day.restaurant.currency})`,
            data: hours.map((hour) => hour.revenue / MINOR_UNITS_PER_MAJOR),
            borderColor: LINE,
            backgroundColor: LINE,
            yAxisID: "revenue",
          },
        ],
      },
      options: {
        responsive: true,
        maintainAspectRatio: false,
        animation: false,
        scales: {
          orders: { type: "linear", position: "left", beginAtZero: true, ticks: { precision: 0 } },
          revenue: { type: "linear", position: "right", beginAtZero: true, grid: { drawOnChartArea: false } },
        },
      },
    });
    return () => chart.destroy();
  }, [day]);
  return (
    <div className="relative h-64 w-full md:h-72">
      <canvas ref={canvas} role="img" aria-label={`${DAY_TEXTS.byHour}: the table below lists each hour`} />
    </div>
  );
}
