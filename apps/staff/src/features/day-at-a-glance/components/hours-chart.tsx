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

export function HoursChart({ day }: { day: RestaurantDay }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const context = canvas.current?.getContext("2d");
    if (!context) return;
    const chart = new Chart(context, {
      data: {
        labels: day.hours.map((hour) => hourText(hour.hour)),
        datasets: [
          { type: "bar", label: DAY_TEXTS.orders, data: day.hours.map((hour) => hour.orders), backgroundColor: BAR, yAxisID: "orders" },
          {
            type: "line",
            label: `${DAY_TEXTS.revenue} (${day.restaurant.currency})`,
            data: day.hours.map((hour) => hour.revenue / MINOR_UNITS_PER_MAJOR),
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
