import { fail, fakeApi } from "@forkful/api-client/testing/fake-api";
import { type ServiceState, SERVICES_PANEL_TEXTS as TEXTS } from "@forkful/contracts/services-off";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithQueries, resetAfterScreenTest, signInForTest } from "../../../shared/testing/staff-screen";
import { ServicesControl } from "./services-control";

const api = fakeApi();
const NOW = Date.parse("2026-11-28T18:00:00Z");
const clock = new Intl.DateTimeFormat(undefined, { hour: "numeric", minute: "2-digit" });
let services: ServiceState[];

/** A server that keeps what it is told, as PUT /staff/services does. */
function answer(payload: unknown) {
  if (payload) {
    const body = payload as { service: ServiceState["service"]; minutes?: number | null; untilReopened?: true };
    services = services.map((state) => {
      if (state.service !== body.service) return state;
      if (body.minutes === null) return { ...state, off: false, until: null, setBy: null, setAt: null };
      const until = body.minutes ? new Date(NOW + body.minutes * 60_000).toISOString() : null;
      return { ...state, off: true, until, setBy: "Priya Shah", setAt: new Date(NOW).toISOString() };
    });
  }
  return { status: 200, body: { services } };
}

beforeEach(() => {
  vi.spyOn(console, "error").mockImplementation(() => {});
  signInForTest("manager");
  services = (["delivery", "checkin", "reservations"] as const).map((service) => ({
    service,
    off: false,
    until: null,
    setBy: null,
    setAt: null,
  }));
  api.install({ "/staff/services": answer });
});
afterEach(resetAfterScreenTest);

const rowOf = async (name: string) => (await screen.findByText(name)).closest("li") as HTMLElement;

describe("the Services panel", () => {
  it("shows each service on, turns one off for 30 minutes (off until HH:MM) and back on", async () => {
    renderWithQueries(<ServicesControl />);
    const delivery = await rowOf("Delivery");
    expect(within(delivery).getByRole("status").textContent).toBe(TEXTS.on);
    const group = within(delivery).getByRole("group", { name: "Turn delivery off" });
    fireEvent.click(within(group).getByRole("button", { name: "Off 30 min" }));

    const until = clock.format(new Date(NOW + 30 * 60_000));
    await waitFor(() => expect(within(delivery).getByRole("status").textContent).toContain(TEXTS.offUntil(until)));
    expect(api.sent.at(-1)!.payload).toEqual({ service: "delivery", minutes: 30 });
    // The other services stay on.
    expect(within(await rowOf("Check-in")).getByRole("status").textContent).toBe(TEXTS.on);

    fireEvent.click(within(delivery).getByRole("button", { name: /^Turn back on/ }));
    await waitFor(() => expect(within(delivery).getByRole("status").textContent).toBe(TEXTS.on));
    expect(api.sent.at(-1)!.payload).toEqual({ service: "delivery", minutes: null });
  });

  it("turns reservations off until turned back on", async () => {
    renderWithQueries(<ServicesControl />);
    const reservations = await rowOf("Reservations");
    fireEvent.click(within(reservations).getByRole("button", { name: TEXTS.untilReopened }));
    await waitFor(() => expect(within(reservations).getByRole("status").textContent).toContain(TEXTS.offUntilReopened));
    expect(api.sent.at(-1)!.payload).toEqual({ service: "reservations", untilReopened: true });
  });

  it("says why a change was refused, and keeps the service as it was", async () => {
    api.handlers["/staff/services"] = (payload) => (payload ? fail(403, "Only a manager may do this") : answer(undefined));
    renderWithQueries(<ServicesControl />);
    const checkin = await rowOf("Check-in");
    fireEvent.click(within(checkin).getByRole("button", { name: "Off 15 min" }));
    expect((await screen.findByRole("alert")).textContent).toBe("Only a manager may do this");
    expect(within(checkin).getByRole("status").textContent).toBe(TEXTS.on);
  });

  it("says when the services cannot be read, and reads them again on Try again", async () => {
    api.handlers["/staff/services"] = () => fail(500, "boom");
    renderWithQueries(<ServicesControl />);
    expect((await screen.findByRole("alert", {}, { timeout: 4000 })).textContent).toContain(TEXTS.loadFailed);
    api.handlers["/staff/services"] = answer;
    fireEvent.click(screen.getByRole("button", { name: TEXTS.retry }));
    expect(await rowOf("Reservations")).toBeTruthy();
  });
});
