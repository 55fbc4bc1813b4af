/** The support inbox (issue 26): open requests first with their thread, an answer (or an answer that closes), refusals said by the form. */
import { fakeApi } from "@forkful/api-client/testing/fake-api";
import { type StaffSupportRequest, SUPPORT_REFUSALS, SUPPORT_STATE_LABELS } from "@forkful/contracts/support";
import { fireEvent, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { renderWithQueries, resetAfterScreenTest, signInForTest } from "../../../shared/testing/staff-screen";
import { SupportInbox } from "./support-inbox";

const api = fakeApi();
const json = (body: unknown, status = 200) => ({ status, body });

const request = (over: Partial<StaffSupportRequest>): StaffSupportRequest => ({
  id: "6f1c0000-0000-4000-8000-000000000001",
  customerId: "c1",
  locationId: 1,
  restaurantName: "Sakura",
  timeZone: "America/New_York",
  orderId: "ORD-1001",
  topic: "order",
  message: "My ramen was cold when it arrived",
  state: "open",
  answer: null,
  answeredAt: null,
  createdAt: "2026-11-27T19:00:00.000Z",
  customerName: "Mira Helpme",
  phone: "+12125550101",
  ...over,
});
const waiting = request({});
const answered = request({
  id: "6f1c0000-0000-4000-8000-000000000002",
  orderId: null,
  topic: "account",
  message: "How do I change my email address?",
  state: "answered",
  answer: "Open your account and tap Edit.",
  answeredAt: "2026-11-27T19:30:00.000Z",
  customerName: "Ada Lovelace",
});

function renderInbox() {
  return renderWithQueries(<SupportInbox />);
}

beforeEach(() => {
  signInForTest("manager");
  api.install({ "/staff/support/requests": () => json([waiting, answered]) });
});
afterEach(resetAfterScreenTest);

const cardOf = (name: RegExp) => screen.findByRole("article", { name });

describe("the support inbox", () => {
  it("lists the requests as the server sorts them (open first), each with its question, its order and its answer so far", async () => {
    renderInbox();
    const cards = await screen.findAllByRole("article");
    expect(cards.map((card) => within(card).getByRole("heading").textContent)).toEqual([
      "Mira Helpme · A problem with an order",
      "Ada Lovelace · My account",
    ]);
    expect(screen.getByText("1 waiting for an answer.", { exact: false })).toBeTruthy();
    expect(within(cards[0]!).getByText(waiting.message)).toBeTruthy();
    expect(within(cards[0]!).getByTitle("ORD-1001").textContent).toBe("ORD-1001");
    expect(within(cards[0]!).getByText(SUPPORT_STATE_LABELS.open)).toBeTruthy();
    expect(within(cards[1]!).getByText("Open your account and tap Edit.")).toBeTruthy();
    expect(within(cards[0]!).getByText(/reads your answer on their request and gets it by SMS/)).toBeTruthy();
    expect(api.sent[0]!.authorization).toBe("Bearer staff-token");
  });

  it("answers a request (it stays open to more), and answers and closes another (its form goes)", async () => {
    api.handlers[`/staff/support/requests/${waiting.id}/answer`] = (payload) => {
      const { answer, close } = payload as { answer: string; close: boolean };
      return json({ ...waiting, answer, state: close ? "closed" : "answered", answeredAt: "2026-11-27T20:00:00.000Z" });
    };
    api.handlers[`/staff/support/requests/${answered.id}/answer`] = (payload) =>
      json({ ...answered, answer: (payload as { answer: string }).answer, state: "closed" });
    renderInbox();
    const first = await cardOf(/^Mira Helpme/);
    fireEvent.change(within(first).getByLabelText("Your answer"), { target: { value: "So sorry! A refund is on its way." } });
    fireEvent.click(within(first).getByRole("button", { name: "Send answer" }));
    expect(await within(first).findByText("So sorry! A refund is on its way.")).toBeTruthy();
    expect(within(first).getByText(SUPPORT_STATE_LABELS.answered)).toBeTruthy();
    expect((within(first).getByLabelText("Answer again") as HTMLTextAreaElement).value).toBe("");

    const second = await cardOf(/^Ada Lovelace/);
    fireEvent.change(within(second).getByLabelText("Answer again"), { target: { value: "Done for you." } });
    fireEvent.click(within(second).getByRole("button", { name: "Answer and close" }));
    expect(await within(second).findByText(SUPPORT_STATE_LABELS.closed)).toBeTruthy();
    expect(within(second).queryByRole("button", { name: "Send answer" })).toBeNull();
    expect(api.sent.filter((call) => call.path.endsWith("/answer")).map((call) => call.payload)).toEqual([
      { answer: "So sorry! A refund is on its way.", close: false },
      { answer: "Done for you.", close: true },
    ]);
  });

  it("says what an answer lacks beside the field, and a refusal (409) by the form, changing nothing", async () => {
    api.handlers[`/staff/support/requests/${waiting.id}/answer`] = () =>
      json({ statusCode: 409, error: "Conflict", message: SUPPORT_REFUSALS.closed }, 409);
    renderInbox();
    const first = await cardOf(/^Mira Helpme/);
    fireEvent.click(within(first).getByRole("button", { name: "Send answer" }));
    expect(await within(first).findByText("Write an answer")).toBeTruthy();
    expect(api.sent.filter((call) => call.path.endsWith("/answer"))).toHaveLength(0);

    fireEvent.change(within(first).getByLabelText("Your answer"), { target: { value: "We are on it." } });
    fireEvent.click(within(first).getByRole("button", { name: "Send answer" }));
    expect(await within(first).findByRole("alert")).toHaveProperty("textContent", SUPPORT_REFUSALS.closed);
    expect(within(first).getByText(SUPPORT_STATE_LABELS.open)).toBeTruthy();
    expect((within(first).getByLabelText("Your answer") as HTMLTextAreaElement).value).toBe("We are on it.");
  });

  it("says when there is nothing yet, and offers a retry when the list fails", async () => {
    api.handlers["/staff/support/requests"] = () => json([]);
    const { unmount } = renderInbox();
    expect(await screen.findByText("No support requests yet")).toBeTruthy();
    unmount();
    api.handlers["/staff/support/requests"] = () => json({ statusCode: 500, error: "Error", message: "boom" }, 500);
    renderInbox();
    expect(await screen.findByRole("button", { name: "Retry" })).toBeTruthy();
  });

  it("shows who answered a request and when, read only when the manager opens its history", async () => {
    const history = {
      actions: [
        {
          id: "7",
          at: "2026-11-27T19:30:00.000Z",
          action: "support.answered",
          actor: { id: "c0ffee00-0000-4000-8000-000000000001", fullName: "Demo manager" },
          subjectType: "support-request",
          subjectId: answered.id,
          detail: {},
        },
      ],
    };
    api.handlers[`/staff/support/requests/${answered.id}/history`] = () => json(history);
    renderInbox();
    const card = (await screen.findByRole("heading", { name: /Ada Lovelace/ })).closest("article")!;
    expect(within(card as HTMLElement).queryByText(/Demo manager/)).toBeNull();
    expect(api.sent.some((call) => call.path.endsWith("/history"))).toBe(false);
    const summary = within(card as HTMLElement).getByText("History");
    const details = summary.closest("details")!;
    details.open = true;
    fireEvent(details, new Event("toggle"));
    const entry = (await within(details).findByText("Answered")).closest("li")!;
    expect(entry.textContent).toContain("Answered · Demo manager ·");
  });
});
