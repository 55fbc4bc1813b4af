import { fakeApi } from "@forkful/api-client/testing/fake-api";
import { LATE_ORDER_TEXTS } from "@forkful/contracts/late-orders";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithQueries, resetAfterScreenTest, signInForTest } from "../../../shared/testing/staff-screen";
import { LateOrderRulesForm } from "./late-order-rules-form";

const api = fakeApi();
const rules = { graceMinutes: 5, creditAfterMinutes: 20, creditAmount: 0, creditAutomatic: false };

function renderForm() {
  renderWithQueries(<LateOrderRulesForm />);
}

beforeEach(() => {
  vi.spyOn(console, "error").mockImplementation(() => {});
  signInForTest("manager");
  api.install({ "/staff/late-orders": (payload) => ({ status: 200, body: payload ?? rules }) });
});
afterEach(resetAfterScreenTest);

const field = (name: RegExp) => screen.getByLabelText(name) as HTMLInputElement;

describe("the late-order rules form", () => {
  it("shows the rules, and saves the credit typed in the currency as minor units", async () => {
    renderForm();
    await screen.findByRole("form", { name: LATE_ORDER_TEXTS.rulesTitle });
    expect(field(/^Tell the diner after/).value).toBe("5");
    fireEvent.change(field(/^Credit \(0 for none\)/), { target: { value: "4.50" } });
    fireEvent.change(field(/^Credit after/), { target: { value: "25" } });
    fireEvent.click(field(/^Give the credit automatically/));
    fireEvent.click(screen.getByRole("button", { name: "Save late-order rules" }));
    expect(await screen.findByText(LATE_ORDER_TEXTS.rulesSaved)).toBeTruthy();
    expect(api.sent.at(-1)!.payload).toEqual({ graceMinutes: 5, creditAfterMinutes: 25, creditAmount: 450, creditAutomatic: true });
  });

  it("says what is wrong with a bad value and sends nothing", async () => {
    renderForm();
    await screen.findByRole("form", { name: LATE_ORDER_TEXTS.rulesTitle });
    fireEvent.change(field(/^Tell the diner after/), { target: { value: "-3" } });
    fireEvent.click(screen.getByRole("button", { name: "Save late-order rules" }));
    expect(await screen.findByText(LATE_ORDER_TEXTS.grace)).toBeTruthy();
    await waitFor(() => expect(api.sent.filter((s) => s.payload !== undefined && s.payload !== null)).toEqual([]));
  });
});
