import { MESSAGES } from "@forkful/contracts/messages";
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { expectShown } from "../../../../shared/testing/expect-shown";
import {
  CUSTOMER_ID,
  cardFormWindow,
  fail,
  postFromForm,
  savedCard,
  stubCardsApi,
  VISA,
  withSession,
} from "../../../../shared/testing/saved-cards-api";
import { cardListThrottle } from "../../lib/payment-throttle";
import { SavedCardsSection } from "./saved-cards-section";

const notify = vi.hoisted(() => vi.fn());
vi.mock("../../../../shared/ui/toast", () => ({ notify, notifyError: vi.fn() }));

beforeEach(() => notify.mockClear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const visa = savedCard();
const mastercard = savedCard({
  cardId: "1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f",
  cardType: "Mastercard",
  lastFourDigits: "4444",
  expiryMonth: 1,
  expiryYear: 2020,
});

const renderSection = () => render(withSession(<SavedCardsSection />));

describe("SavedCardsSection", () => {
  it("lists the diner's own cards: brand, last four digits, expiry, and Expired past it", async () => {
    const api = stubCardsApi([visa, mastercard]);
    renderSection();
    const list = await screen.findByRole("list", { name: "Saved cards" });
    expect(within(list).getAllByRole("listitem")).toHaveLength(2);
    expectShown(screen.getByText("2 saved cards"));
    expectShown(within(list).getByText(/Expires 12\/34/));
    expectShown(within(list).getByText(/Expired 01\/20/));
    expectShown(within(list).getByText("Expired"));
    expect(api.requests[0]).toMatchObject({ method: "GET", path: "/cards" });
    expect(api.requests[0]?.query.get("customerId")).toBe(CUSTOMER_ID);
  });

  it("says there are no cards yet, how cards get here, and offers to add one", async () => {
    stubCardsApi([]);
    renderSection();
    expectShown(await screen.findByText(MESSAGES.noSavedCards));
    expectShown(screen.getByText(/saved when you choose to at checkout, or you can add one here/));
    fireEvent.click(screen.getByRole("button", { name: "Add a card" }));
    expectShown(screen.getByRole("dialog", { name: "Add a card" }));
  });

  it("shows an error with Retry when the cards cannot be loaded", async () => {
    const api = stubCardsApi([visa]);
    api.override["GET /cards"] = () => fail(500, "down");
    renderSection();
    expect((await screen.findByRole("alert")).textContent).toContain(MESSAGES.menuLoadFailed);
    api.override = {};
    cardListThrottle.reset();
    fireEvent.click(screen.getByRole("button", { name: "Retry" }));
    expectShown(await screen.findByText("1 saved card"));
  });

  it("removes a card after the question, then moves focus to the card that took its place", async () => {
    const api = stubCardsApi([visa, mastercard]);
    renderSection();
    fireEvent.click(await screen.findByRole("button", { name: "Remove Visa •••• 4242" }));
    const question = screen.getByRole("group", { name: "Remove Visa •••• 4242?" });
    fireEvent.click(within(question).getByRole("button", { name: "Remove" }));
    await waitFor(() => expect(screen.queryByText("Visa", { selector: "p > span" })).toBeNull());
    const remove = api.requests.find((r) => r.method === "DELETE");
    expect(remove?.query.get("cardId")).toBe(visa.cardId);
    expect(notify).toHaveBeenCalledWith(MESSAGES.cardRemoved);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole("button", { name: "Remove Mastercard •••• 4444" })));

    fireEvent.click(screen.getByRole("button", { name: "Remove Mastercard •••• 4444" }));
    fireEvent.click(screen.getByRole("button", { name: "Remove" }));
    expectShown(await screen.findByText(MESSAGES.noSavedCards));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole("button", { name: "Add a card" })));
  });

  it("keeps the card and says so when the removal fails", async () => {
    const api = stubCardsApi([visa]);
    api.override["DELETE /cards"] = () => fail(500, "down");
    renderSection();
    fireEvent.click(await screen.findByRole("button", { name: "Remove Visa •••• 4242" }));
    fireEvent.click(screen.getByRole("button", { name: "Remove" }));
    expect((await screen.findByRole("alert")).textContent).toBe(MESSAGES.cardRemoveFailed);
    expectShown(screen.getByRole("group", { name: "Remove Visa •••• 4242?" }));
    expect(notify).not.toHaveBeenCalled();
  });

  it("opens one question at a time", async () => {
    stubCardsApi([visa, mastercard]);
    renderSection();
    fireEvent.click(await screen.findByRole("button", { name: "Remove Visa •••• 4242" }));
    fireEvent.click(screen.getByRole("button", { name: "Remove Mastercard •••• 4444" }));
    expect(screen.getAllByRole("group")).toHaveLength(1);
    expectShown(screen.getByRole("group", { name: "Remove Mastercard •••• 4444?" }));
  });

  it("adds a card from the empty page, lists it, and puts focus on Add a card", async () => {
    const api = stubCardsApi([]);
    renderSection();
    fireEvent.click(await screen.findByRole("button", { name: "Add a card" }));
    const dialog = screen.getByRole("dialog", { name: "Add a card" });
    const form = await cardFormWindow();
    postFromForm(form, { kind: "ready", height: 220 });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save card" }));
    cardListThrottle.reset();
    postFromForm(form, { kind: "tokenized", token: "tok_abcdefgh1234", card: VISA });
    expectShown(await screen.findByText("1 saved card"));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(notify).toHaveBeenCalledWith(MESSAGES.cardSaved);
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Add a card" }));
    await waitFor(() => expect(api.requests.filter((r) => r.method === "GET" && r.path === "/cards")).toHaveLength(2));
  });
});
