/** The feedback screen (issue 26): the diners' ratings and comments newest first, with the order each rates. */
import { fakeApi } from "@forkful/api-client/testing/fake-api";
import { FEEDBACK_REFUSALS, type StaffGivenFeedback } from "@forkful/contracts/feedback";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { renderWithQueries, resetAfterScreenTest, signInForTest } from "../../../shared/testing/staff-screen";
import { FeedbackList } from "./feedback-list";

const api = fakeApi();
const json = (body: unknown, status = 200) => ({ status, body });
const given = (over: Partial<StaffGivenFeedback>): StaffGivenFeedback => ({
  id: "f1",
  orderId: "ORD-2001",
  locationId: 1,
  rating: 4,
  answers: [
    { questionId: 1, prompt: "How was your order overall?", stars: 4 },
    { questionId: 4, prompt: "Anything you would like to tell the restaurant?", text: "Lovely broth, a little salty." },
  ],
  customerName: "Mira H.",
  createdAt: "2026-11-27T19:00:00.000Z",
  reply: null,
  ...over,
});
const newest = given({});
const older = given({
  id: "f2",
  orderId: "ORD-1999",
  rating: 2,
  answers: [{ questionId: 1, prompt: "How was your order overall?", stars: 2 }],
  customerName: "Ada L.",
  createdAt: "2026-11-26T12:00:00.000Z",
});

function renderList() {
  return renderWithQueries(<FeedbackList />);
}

beforeEach(() => {
  signInForTest("manager");
  api.install({ "/staff/feedback": () => json({ locationId: 1, rating: 3, ratingCount: 2, feedback: [newest, older] }) });
});
afterEach(resetAfterScreenTest);

describe("the feedback screen", () => {
  it("shows the average, then each feedback as the server sends it (newest first) with its order, stars and comment", async () => {
    renderList();
    const cards = await screen.findAllByRole("article");
    expect(cards.map((card) => within(card).getByRole("heading").textContent)).toEqual([
      "Mira H. · Order ORD-2001",
      "Ada L. · Order ORD-1999",
    ]);
    expect(screen.getByText(/3\.0 of 5 from 2 ratings/)).toBeTruthy();
    expect(within(cards[0]!).getAllByRole("img", { name: "4 of 5 stars" })).toHaveLength(2);
    expect(within(cards[0]!).getByText("Lovely broth, a little salty.")).toBeTruthy();
    expect(within(cards[1]!).getAllByRole("img", { name: "2 of 5 stars" })).toHaveLength(2);
    expect(api.sent[0]!.authorization).toBe("Bearer staff-token");
  });

  it("says when no diner has rated yet, and offers a retry when the list fails", async () => {
    api.handlers["/staff/feedback"] = () => json({ locationId: 1, rating: 0, ratingCount: 0, feedback: [] });
    const { unmount } = renderList();
    expect(await screen.findByText("No feedback yet")).toBeTruthy();
    unmount();
    api.handlers["/staff/feedback"] = () =>
      json({ statusCode: 403, error: "Forbidden", message: "This staff account may not do that" }, 403);
    renderList();
    expect(await screen.findByRole("button", { name: "Retry" })).toBeTruthy();
  });

  it("replies to a feedback in a dialog: an empty reply is refused, the reply is sent, and the card shows it", async () => {
    const replied = { ...newest, reply: { text: "So sorry, next bowl is on us", at: "2026-11-27T20:00:00.000Z", by: "Demo manager" } };
    let list = [newest, older];
    api.handlers["/staff/feedback"] = () => json({ locationId: 1, rating: 3, ratingCount: 2, feedback: list });
    api.handlers["/staff/feedback/f1/reply"] = () => {
      list = [replied, older];
      return json(replied);
    };
    renderList();
    const [card] = await screen.findAllByRole("article");
    fireEvent.click(within(card!).getByRole("button", { name: "Reply" }));
    const dialog = screen.getByRole("dialog", { name: "Reply to Mira H." });
    fireEvent.click(within(dialog).getByRole("button", { name: "Send reply" }));
    expect(await within(dialog).findByText("Write a reply")).toBeTruthy();
    expect(api.sent.some((call) => call.path === "/staff/feedback/f1/reply")).toBe(false);
    fireEvent.change(within(dialog).getByLabelText("Reply to the diner"), { target: { value: "So sorry, next bowl is on us" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Send reply" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(within(card!).getByText("So sorry, next bowl is on us")).toBeTruthy();
    expect(within(card!).getByText(/Replied by Demo manager/)).toBeTruthy();
    expect(within(card!).queryByRole("button", { name: "Reply" })).toBeNull();
    expect(api.sent.find((call) => call.path === "/staff/feedback/f1/reply")?.payload).toEqual({ reply: "So sorry, next bowl is on us" });
  });

  it("shows the server's refusal of a second reply in the dialog, which stays open", async () => {
    api.handlers["/staff/feedback/f2/reply"] = () =>
      json({ statusCode: 409, error: "Conflict", message: FEEDBACK_REFUSALS.alreadyReplied }, 409);
    renderList();
    const cards = await screen.findAllByRole("article");
    fireEvent.click(within(cards[1]!).getByRole("button", { name: "Reply" }));
    const dialog = screen.getByRole("dialog", { name: "Reply to Ada L." });
    fireEvent.change(within(dialog).getByLabelText("Reply to the diner"), { target: { value: "Thanks!" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Send reply" }));
    await waitFor(() => expect(within(dialog).getByText(FEEDBACK_REFUSALS.alreadyReplied)).toBeTruthy());
    expect(screen.getByRole("dialog")).toBe(dialog);
  });

  it("offers no reply to a role the server does not let reply", async () => {
    signInForTest("kitchen");
    renderList();
    await screen.findAllByRole("article");
    expect(screen.queryByRole("button", { name: "Reply" })).toBeNull();
  });
});
