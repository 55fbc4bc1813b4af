import { fakeApi } from "@forkful/api-client/testing/fake-api";
import type { StaffDelivery } from "@forkful/contracts/staff-deliveries";
import { fireEvent, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithQueries, resetAfterScreenTest, signInForTest } from "../../../shared/testing/staff-screen";
import { DeliveriesScreen } from "./deliveries-screen";

const api = fakeApi();
const json = (body: unknown, status = 200) => ({ status, body });

const delivery = (n: number, overrides: Partial<StaffDelivery> = {}): StaffDelivery => ({
  orderId: `3c3c3c3c-0000-4000-8000-00000000000${n}`,
  orderNumber: `20${n}`,
  fullName: `Diner ${n}`,
  status: 11,
  statusLabel: "Order Accepted",
  placedAt: "2026-11-27T18:00:00.000Z",
  partner: "DOORDASH",
  partnerName: "DoorDash",
  state: "enroute_to_pickup",
  stateLabel: "Courier on the way to the restaurant",
  courier: { name: "Ravi", phone: "+15550100001" },
  eta: "2026-11-27T18:40:00.000Z",
  attempt: 1,
  mayRedispatch: true,
  ...overrides,
});
const coming = delivery(1);
const pickedUp = delivery(2, {
  state: "picked_up",
  stateLabel: "Courier picked up your order",
  mayRedispatch: false,
  courier: { name: "Mia", phone: null },
});

function renderScreen() {
  return renderWithQueries(<DeliveriesScreen />);
}

beforeEach(() => {
  vi.spyOn(console, "error").mockImplementation(() => {});
  signInForTest("manager");
  api.install({
    "/staff/deliveries": () => json({ deliveries: [coming, pickedUp] }),
    "/staff/delivery/partners": (payload) =>
      json({
        partners: (payload as { partners?: string[] } | undefined)?.partners ?? ["DOORDASH", "SIMPERY"],
        available: ["DUNZO", "SHADOWFAX", "SIMPERY", "DOORDASH"],
      }),
  });
});
afterEach(resetAfterScreenTest);

const row = (number: string) => screen.getByRole("listitem", { name: `Order #${number}` });

describe("the deliveries screen", () => {
  it("shows each open delivery's partner, courier with a number to call, state and ETA; no re-dispatch once picked up", async () => {
    renderScreen();
    expect(await screen.findByRole("heading", { name: "Open deliveries (2)" })).toBeTruthy();
    const first = row("201");
    expect(within(first).getByText("DoorDash")).toBeTruthy();
    expect(within(first).getByRole("link", { name: "+15550100001" }).getAttribute("href")).toBe("tel:+15550100001");
    expect(within(first).getByText("Courier on the way to the restaurant")).toBeTruthy();
    expect(within(first).getByRole("button", { name: "Re-dispatch to the next partner" })).toBeTruthy();
    expect(within(row("202")).queryByRole("button")).toBeNull();
    expect(within(row("202")).getByText(/can no longer be re-dispatched/)).toBeTruthy();
  });

  it("re-dispatches, and says a refusal on that delivery's row", async () => {
    let refused = true;
    api.handlers[`/staff/deliveries/${coming.orderId}/redispatch`] = () =>
      refused
        ? json({ statusCode: 409, error: "Conflict", message: "The courier already has this order" }, 409)
        : json({ ...coming, partner: "SIMPERY", partnerName: "Simpery", attempt: 2 });
    renderScreen();
    await screen.findByRole("heading", { name: "Open deliveries (2)" });
    fireEvent.click(within(row("201")).getByRole("button", { name: "Re-dispatch to the next partner" }));
    expect(await within(row("201")).findByText("The courier already has this order")).toBeTruthy();
    refused = false;
    fireEvent.click(within(row("201")).getByRole("button", { name: "Re-dispatch to the next partner" }));
    await vi.waitFor(() => expect(within(row("201")).queryByText("The courier already has this order")).toBeNull());
    expect(api.sent.filter((call) => call.path.endsWith("/redispatch"))).toHaveLength(2);
  });

  it("saves the partners ticked, keeping the restaurant's order of preference; none ticked is said and not sent", async () => {
    renderScreen();
    const form = await screen.findByRole("form", { name: "Courier partners allowed" });
    const box = (name: string) => within(form).getByRole("checkbox", { name });
    await vi.waitFor(() => expect((box("DoorDash") as HTMLInputElement).checked).toBe(true));
    expect((box("Dunzo") as HTMLInputElement).checked).toBe(false);
    fireEvent.click(box("Dunzo"));
    fireEvent.click(within(form).getByRole("button", { name: "Save partners" }));
    expect(await within(form).findByText(/^Saved/)).toBeTruthy();
    const saved = api.sent.filter((call) => call.path === "/staff/delivery/partners" && call.payload);
    expect(saved.at(-1)?.payload).toEqual({ partners: ["DOORDASH", "SIMPERY", "DUNZO"] });

    for (const name of ["DoorDash", "Simpery", "Dunzo"]) fireEvent.click(box(name));
    fireEvent.click(within(form).getByRole("button", { name: "Save partners" }));
    expect(await within(form).findByText("Choose at least one courier partner")).toBeTruthy();
    expect(api.sent.filter((call) => call.path === "/staff/delivery/partners" && call.payload)).toHaveLength(1);
  });
});
