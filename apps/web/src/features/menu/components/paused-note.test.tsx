import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { PausedNote } from "./paused-note";

afterEach(cleanup);
const now = Date.parse("2026-11-27T19:00:00.000Z");

describe("a restaurant that paused online ordering", () => {
  it("says until when on its own clock, and that a later order is still taken", () => {
    render(<PausedNote restaurant={{ orderingPausedUntil: "2026-11-27T19:45:00.000Z", timeZoneCd: "America/New_York" }} now={now} />);
    expect(screen.getByTestId("ordering-paused").textContent).toBe(
      "Not taking new orders until 2:45 PM. You can schedule an order for 2:45 PM or later, or look through the menu.",
    );
  });

  it("says nothing once the pause has passed, or when there is none", () => {
    const { container } = render(
      <>
        <PausedNote restaurant={{ orderingPausedUntil: "2026-11-27T18:45:00.000Z", timeZoneCd: "America/New_York" }} now={now} />
        <PausedNote restaurant={{ orderingPausedUntil: null, timeZoneCd: "America/New_York" }} now={now} />
      </>,
    );
    expect(container.textContent).toBe("");
  });
});
