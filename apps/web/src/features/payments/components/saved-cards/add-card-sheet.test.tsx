import { MESSAGES } from "@forkful/contracts/messages";
import { CARD_FORM_SUBMIT } from "@forkful/contracts/payments";
import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { expectShown } from "../../../../shared/testing/expect-shown";
import {
  CUSTOMER_ID,
  cardFormWindow,
  fail,
  postFromForm,
  stubCardsApi,
  VISA,
  withSession,
} from "../../../../shared/testing/saved-cards-api";
import { AddCardSheet, CARD_FORM_ANSWER_MS } from "./add-card-sheet";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderSheet() {
  const onSaved = vi.fn();
  const onClose = vi.fn();
  render(withSession(<AddCardSheet customerId={CUSTOMER_ID} onSaved={onSaved} onClose={onClose} />));
  return { onSaved, onClose, dialog: screen.getByRole("dialog", { name: "Add a card" }) };
}

async function readyForm() {
  const form = await cardFormWindow();
  postFromForm(form, { kind: "ready", height: 220 });
  return { form, submit: vi.spyOn(form, "postMessage") };
}

describe("AddCardSheet", () => {
  it("loads the processor's card form, asks it for a token on Save, and saves the card with the ZIP code", async () => {
    const api = stubCardsApi();
    const { onSaved, dialog } = renderSheet();
    const { form, submit } = await readyForm();
    expect((screen.getByTitle("Card details") as HTMLIFrameElement).getAttribute("src")).toMatch(/^\/card-form\?parentOrigin=/);

    fireEvent.change(within(dialog).getByLabelText("ZIP or PIN code (optional)"), { target: { value: " 10003 " } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save card" }));
    expect(submit).toHaveBeenCalledWith(CARD_FORM_SUBMIT, "*");
    expect(within(dialog).getByRole("button", { name: "Saving…" }).getAttribute("aria-disabled")).toBe("true");

    postFromForm(form, { kind: "busy", busy: true });
    postFromForm(form, { kind: "tokenized", token: "tok_abcdefgh1234", card: VISA });
    postFromForm(form, { kind: "busy", busy: false });
    await waitFor(() => expect(onSaved).toHaveBeenCalledOnce());
    expect(onSaved.mock.calls[0]![0]).toMatchObject({ lastFourDigits: "4242", zipcode: "10003" });
    expect(api.requests.find((r) => r.method === "POST")?.payload).toEqual({
      customerId: CUSTOMER_ID,
      cardToken: "tok_abcdefgh1234",
      zipcode: "10003",
    });
  });

  it("shows 'Invalid Card Details' when the processor refuses the card, and saves the corrected card after", async () => {
    const api = stubCardsApi();
    api.override["POST /cards"] = () => fail(400, MESSAGES.cardInvalid);
    const { onSaved, dialog } = renderSheet();
    const { form } = await readyForm();
    fireEvent.click(within(dialog).getByRole("button", { name: "Save card" }));
    postFromForm(form, { kind: "tokenized", token: "tok_declined0001", card: { ...VISA, last4: "0002" } });
    expect((await within(dialog).findByRole("alert")).textContent).toBe(MESSAGES.cardInvalid);
    expect(onSaved).not.toHaveBeenCalled();
    expect(api.requests.find((r) => r.method === "POST")?.payload).toEqual({ customerId: CUSTOMER_ID, cardToken: "tok_declined0001" });

    api.override = {};
    fireEvent.click(within(dialog).getByRole("button", { name: "Save card" }));
    expect(within(dialog).queryByRole("alert")).toBeNull();
    postFromForm(form, { kind: "tokenized", token: "tok_approved0001", card: VISA });
    await waitFor(() => expect(onSaved).toHaveBeenCalledOnce());
  });

  it("lets the form show its own refusal and Save again, and shows a general failure when the server fails", async () => {
    const api = stubCardsApi();
    api.override["POST /cards"] = () => fail(500, "Something went wrong on our side.");
    const { dialog } = renderSheet();
    const { form } = await readyForm();
    fireEvent.click(within(dialog).getByRole("button", { name: "Save card" }));
    postFromForm(form, { kind: "error", message: "Your card number is not valid." });
    expect(within(dialog).getByRole("button", { name: "Save card" }).getAttribute("aria-disabled")).toBeNull();
    expect(within(dialog).queryByRole("alert")).toBeNull();

    fireEvent.click(within(dialog).getByRole("button", { name: "Save card" }));
    postFromForm(form, { kind: "tokenized", token: "tok_abcdefgh1234", card: VISA });
    expect((await within(dialog).findByRole("alert")).textContent).toBe(MESSAGES.genericFailure);
  });

  it("refuses a malformed ZIP code before asking the form for a token", async () => {
    stubCardsApi();
    const { dialog } = renderSheet();
    const { submit } = await readyForm();
    const zip = within(dialog).getByLabelText("ZIP or PIN code (optional)");
    fireEvent.change(zip, { target: { value: "1!" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save card" }));
    expect(submit).not.toHaveBeenCalled();
    expect(zip.getAttribute("aria-invalid")).toBe("true");
    expectShown(within(dialog).getByText("Enter a valid ZIP or PIN code"));
  });

  it("saves a card tokenized by Enter inside the form, with the ZIP code checked first", async () => {
    const api = stubCardsApi();
    const { onSaved, dialog } = renderSheet();
    const { form } = await readyForm();
    fireEvent.change(within(dialog).getByLabelText("ZIP or PIN code (optional)"), { target: { value: "1!" } });
    postFromForm(form, { kind: "tokenized", token: "tok_abcdefgh1234", card: VISA });
    expectShown(within(dialog).getByText("Enter a valid ZIP or PIN code"));
    expect(api.requests.filter((r) => r.method === "POST")).toHaveLength(0);
    fireEvent.change(within(dialog).getByLabelText("ZIP or PIN code (optional)"), { target: { value: "560001" } });
    postFromForm(form, { kind: "tokenized", token: "tok_abcdefgh5678", card: VISA });
    await waitFor(() => expect(onSaved).toHaveBeenCalledOnce());
    expect(api.requests.find((r) => r.method === "POST")?.payload).toMatchObject({ cardToken: "tok_abcdefgh5678", zipcode: "560001" });
  });

  it("sends one save for a double-tapped Save", async () => {
    const api = stubCardsApi();
    const { onSaved, dialog } = renderSheet();
    const { form, submit } = await readyForm();
    const save = within(dialog).getByRole("button", { name: "Save card" });
    fireEvent.click(save);
    fireEvent.click(save);
    expect(submit).toHaveBeenCalledOnce();
    postFromForm(form, { kind: "tokenized", token: "tok_abcdefgh1234", card: VISA });
    await waitFor(() => expect(onSaved).toHaveBeenCalledOnce());
    expect(api.requests.filter((r) => r.method === "POST")).toHaveLength(1);
  });

  it("gives Save back when the card form does not answer", async () => {
    stubCardsApi();
    const { dialog } = renderSheet();
    await cardFormWindow();
    vi.useFakeTimers();
    try {
      fireEvent.click(within(dialog).getByRole("button", { name: "Save card" }));
      expect(within(dialog).getByRole("button", { name: "Saving…" }).getAttribute("aria-disabled")).toBe("true");
      act(() => vi.advanceTimersByTime(CARD_FORM_ANSWER_MS));
      expect(within(dialog).getByRole("button", { name: "Save card" }).getAttribute("aria-disabled")).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it("offers a retry when the processor cannot be reached, and closes on Cancel", async () => {
    const api = stubCardsApi();
    api.override["GET /payment/processor"] = () => fail(500, "down");
    const { onClose, dialog } = renderSheet();
    expect((await within(dialog).findByRole("alert")).textContent).toContain(MESSAGES.cardFormUnavailable);
    api.override = {};
    fireEvent.click(within(dialog).getByRole("button", { name: "Retry" }));
    expectShown(await screen.findByTitle("Card details"));
    fireEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(onClose).toHaveBeenCalledOnce();
  });
});
