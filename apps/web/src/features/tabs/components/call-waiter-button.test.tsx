import { fakeApi, ok } from "@forkful/api-client/testing/fake-api";
import type { WaiterCall } from "@forkful/contracts/waiter-calls";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { STORAGE_KEYS } from "../../../shared/lib/storage-keys";
import { CallWaiterButton } from "./call-waiter-button";

const CALL_ID = "5a3c8f1e-2b4d-4c6e-8f0a-1b2c3d4e5f60";
const START = Date.parse("2026-11-24T19:42:00.000Z");
const { handlers, sent, install } = fakeApi();

const call = (changes: Partial<WaiterCall> = {}): WaiterCall => ({
  callId: CALL_ID,
  locationId: 7,
  tableId: "T4",
  tableName: "Table 4",
  orderId: null,
  state: "open",
  stateLabel: "Waiter called",
  calledAt: new Date(START).toISOString(),
  acknowledgedAt: null,
  nextCallAt: new Date(START + 10_000).toISOString(),
  ...changes,
});

function renderButton() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <CallWaiterButton locationId={7} tableId="T4" />
    </QueryClientProvider>,
  );
}

const flush = () => act(() => vi.advanceTimersByTimeAsync(0));

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: false, now: START });
  window.sessionStorage.clear();
  install({ "/customer/call-waiter": () => ok(call(), 201), [`/customer/call-waiter/${CALL_ID}`]: () => ok(call()) });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe("Call Waiter", () => {
  it("calls, cools down, follows the call every 4 s and says a waiter is on the way once staff acknowledge it", async () => {
    renderButton();
    const button = screen.getByRole("button", { name: "Call Waiter" });
    fireEvent.click(button);
    await flush();
    expect(sent.find((s) => s.path === "/customer/call-waiter")?.payload).toEqual({ locationId: 7, tableId: "T4" });
    expect(screen.getByTestId("call-waiter-status").textContent).toBe("Waiter called");
    expect((screen.getByRole("button", { name: "You can call again in 10 s" }) as HTMLButtonElement).disabled).toBe(true);

    handlers[`/customer/call-waiter/${CALL_ID}`] = () =>
      ok(call({ state: "acknowledged", acknowledgedAt: new Date(START + 3000).toISOString() }));
    await act(() => vi.advanceTimersByTimeAsync(4_000));
    expect(screen.getByTestId("call-waiter-status").textContent).toBe("A waiter is on the way");
    expect((screen.getByRole("button", { name: "You can call again in 6 s" }) as HTMLButtonElement).disabled).toBe(true);

    await act(() => vi.advanceTimersByTimeAsync(6_000));
    expect((screen.getByRole("button", { name: "Call Waiter" }) as HTMLButtonElement).disabled).toBe(false);
    // Answered, the call is asked no more.
    const reads = sent.filter((s) => s.path.startsWith("/customer/call-waiter/")).length;
    await act(() => vi.advanceTimersByTimeAsync(12_000));
    expect(sent.filter((s) => s.path.startsWith("/customer/call-waiter/")).length).toBe(reads);
  });

  it("keeps following the table's call after a reload", async () => {
    window.sessionStorage.setItem(STORAGE_KEYS.waiterCalls, JSON.stringify({ "7:t4": CALL_ID }));
    renderButton();
    await flush();
    expect(screen.getByTestId("call-waiter-status").textContent).toBe("Waiter called");
    expect(sent.some((s) => s.path === "/customer/call-waiter")).toBe(false);
  });

  it("shows the server's refusal and lets the diner try again", async () => {
    handlers["/customer/call-waiter"] = () => ({
      status: 400,
      body: { statusCode: 400, error: "Bad Request", message: "This restaurant has no such table" },
    });
    renderButton();
    fireEvent.click(screen.getByRole("button", { name: "Call Waiter" }));
    await flush();
    expect(screen.getByTestId("call-waiter-status").textContent).toBe("This restaurant has no such table");
    expect((screen.getByRole("button", { name: "Call Waiter" }) as HTMLButtonElement).disabled).toBe(false);
  });
});
