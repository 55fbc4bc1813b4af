/** The checkout's When: ASAP or a scheduled day and time, its one-line summary always naming the day. */
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { useState } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { TimeSlot } from "../../stores/cart-state";
import { WhenSection } from "./when-section";

const NEW_YORK = "America/New_York";
/** A slot as POST /order/slots/v2 answers it: the instant, and the day it falls on in New York. */
const slot = (startsAt: string, date: string): TimeSlot => ({ startsAt, date, label: startsAt });

// Saturday 28 Nov 2026, 11:30 PM in New York (already Sunday in UTC).
const NOW = new Date("2026-11-29T04:30:00Z");
const SLOTS = [
  slot("2026-11-29T04:45:00.000Z", "2026-11-28"), // Sat 11:45 PM
  slot("2026-11-29T05:15:00.000Z", "2026-11-29"), // Sun 12:15 AM
  slot("2026-11-29T23:00:00.000Z", "2026-11-29"), // Sun 6:00 PM
  slot("2026-11-30T23:00:00.000Z", "2026-11-30"), // Mon 6:00 PM
];

function Harness({ onSlot = () => {}, initial = null }: { onSlot?: (slot: TimeSlot) => void; initial?: TimeSlot | null }) {
  const [selected, setSelected] = useState<TimeSlot | null>(initial);
  return (
    <WhenSection
      orderType="pickup"
      timeZone={NEW_YORK}
      etaMinutes={20}
      slots={{ asapAvailable: true, slots: SLOTS }}
      slotsLoading={false}
      slotsError={false}
      orderTimeASAP={selected === null}
      selectedTimeSlot={selected}
      event={null}
      onAsap={() => setSelected(null)}
      onSlot={(chosen) => {
        onSlot(chosen);
        setSelected(chosen);
      }}
      onEventSlot={() => {}}
    />
  );
}

const summary = () => screen.getByRole("button", { name: /^Ready at / });

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe("the checkout's schedule", () => {
  it("opens on Schedule with the first time, a day picker and the day's times, each read with its day", () => {
    const onSlot = vi.fn();
    render(<Harness onSlot={onSlot} />);
    fireEvent.click(screen.getByRole("radio", { name: /Schedule/ }));
    expect(onSlot).toHaveBeenCalledWith(SLOTS[0]);
    expect(summary().getAttribute("aria-expanded")).toBe("true");

    const days = screen.getByRole("group", { name: "Day" });
    expect(
      within(days)
        .getAllByRole("radio")
        .map((r) => r.getAttribute("aria-label")),
    ).toEqual(["Today, Sat 28 Nov", "Tomorrow, Sun 29 Nov", "Mon 30 Nov"]);
    const times = screen.getByRole("group", { name: "Time" });
    expect(
      within(times)
        .getAllByRole("radio")
        .map((r) => r.getAttribute("aria-label")),
    ).toEqual(["Today, 11:45 PM"]);

    // Another day takes its first time (a quarter past midnight is tomorrow on the restaurant's clock).
    fireEvent.click(within(days).getByRole("radio", { name: "Tomorrow, Sun 29 Nov" }));
    expect(onSlot).toHaveBeenLastCalledWith(SLOTS[1]);
    expect(
      within(times)
        .getAllByRole("radio")
        .map((r) => r.getAttribute("aria-label")),
    ).toEqual(["Tomorrow, 12:15 AM", "Tomorrow, 6:00 PM"]);
    fireEvent.click(within(times).getByRole("radio", { name: "Tomorrow, 6:00 PM" }));
    expect(onSlot).toHaveBeenLastCalledWith(SLOTS[2]);
    expect((within(times).getByRole("radio", { name: "Tomorrow, 6:00 PM" }) as HTMLInputElement).checked).toBe(true);
  });

  it("folds to one line that names the day, and gives the focus back to it", () => {
    render(<Harness />);
    fireEvent.click(screen.getByRole("radio", { name: /Schedule/ }));
    fireEvent.click(within(screen.getByRole("group", { name: "Day" })).getByRole("radio", { name: "Mon 30 Nov" }));
    fireEvent.click(screen.getByRole("button", { name: "Done" }));

    expect(summary().getAttribute("aria-expanded")).toBe("false");
    expect(summary().textContent).toContain("Mon 30 Nov, 6:00 PM");
    expect(document.activeElement).toBe(summary());
    expect(screen.queryByRole("group", { name: "Day" })).toBeNull();

    fireEvent.click(summary());
    expect((screen.getByRole("radio", { name: "Mon 30 Nov" }) as HTMLInputElement).checked).toBe(true);
  });

  it("names today's and tomorrow's times so on a time already chosen", () => {
    render(<Harness initial={SLOTS[0]!} />);
    expect(screen.getByTestId("schedule-summary").textContent).toBe("Today, 11:45 PM");
    cleanup();
    render(<Harness initial={SLOTS[1]!} />);
    expect(screen.getByTestId("schedule-summary").textContent).toBe("Tomorrow, 12:15 AM");
    expect(summary().getAttribute("aria-expanded")).toBe("false");
  });
});
