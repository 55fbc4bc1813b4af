import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { DeliveryOffNote } from "./delivery-off-note";

afterEach(cleanup);
const now = Date.parse("2026-11-27T19:00:00.000Z");
const zone = "America/New_York";

describe("a restaurant that turned delivery off for a while", () => {
  it("says so on the delivery menu, and when delivery is back on its own clock", () => {
    render(<DeliveryOffNote restaurant={{ servicesOffUntil: { delivery: "2026-11-27T19:30:00.000Z" }, timeZoneCd: zone }} now={now} />);
    expect(screen.getByTestId("delivery-off").textContent).toBe("Delivery is turned off for a while. Back at 2:30 PM");
  });

  it("says to check back later when it is off until turned back on", () => {
    render(<DeliveryOffNote restaurant={{ servicesOffUntil: { delivery: null }, timeZoneCd: zone }} now={now} />);
    expect(screen.getByTestId("delivery-off").textContent).toBe("Delivery is turned off for a while. Check back later.");
  });

  it("says nothing once its time has passed, or when only another service is off", () => {
    const { container } = render(
      <>
        <DeliveryOffNote restaurant={{ servicesOffUntil: { delivery: "2026-11-27T18:45:00.000Z" }, timeZoneCd: zone }} now={now} />
        <DeliveryOffNote restaurant={{ servicesOffUntil: { checkin: null }, timeZoneCd: zone }} now={now} />
      </>,
    );
    expect(container.textContent).toBe("");
  });
});
