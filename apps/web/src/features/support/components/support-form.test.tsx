/** The support form: inline errors, one request per requestKey (a double click, a retry), loading and success. */

import { fail, fakeApi, ok } from "@forkful/api-client/testing/fake-api";
import { SUPPORT_REFUSALS, SUPPORT_TEXTS, SUPPORT_TOPIC_LABELS, type SupportRequest } from "@forkful/contracts/support";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { type AttachedOrder, SupportForm } from "./support-form";

const CUSTOMER = "6f1d1b8e-3c57-4a43-9a5c-1f2a3b4c5d6e";
const PATH = "/support/createSupportRequest";
const RESTAURANTS = [
  { id: 1, name: "Tasty Bites Mission", city: "San Francisco" },
  { id: 2, name: "Tasty Bites Indiranagar", city: "Bengaluru" },
];
const api = fakeApi();

const answered = (payload: unknown): SupportRequest => ({
  id: "0d7c9a52-1111-4a43-9a5c-1f2a3b4c5d6e",
  customerId: CUSTOMER,
  locationId: 1,
  restaurantName: "Tasty Bites Mission",
  timeZone: "America/Los_Angeles",
  orderId: (payload as { orderId?: string }).orderId ?? null,
  topic: "order",
  message: (payload as { message: string }).message,
  state: "open",
  answer: null,
  answeredAt: null,
  createdAt: "2026-11-23T18:00:00.000Z",
});

function renderForm(order: AttachedOrder | null = null, defaultLocationId: number | null = 1) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <SupportForm
        customerId={CUSTOMER}
        restaurants={RESTAURANTS}
        defaultLocationId={defaultLocationId}
        order={order}
        onDetachOrder={() => {}}
      />
    </QueryClientProvider>,
  );
}

const sentPayloads = () => api.sent.filter((s) => s.path === PATH).map((s) => s.payload as Record<string, unknown>);
const write = (text: string) => fireEvent.change(screen.getByLabelText("Your message"), { target: { value: text } });
const choose = (label: string) => fireEvent.click(screen.getByRole("button", { name: label }));
const send = () => fireEvent.click(screen.getByRole("button", { name: /Send request|Sending…/ }));

beforeEach(() => api.install({ [PATH]: (payload) => ok(answered(payload), 201) }));
afterEach(cleanup);

describe("SupportForm", () => {
  it("shows what is missing beside its field and sends nothing", async () => {
    renderForm(null, null);
    write("short");
    send();
    expect(await screen.findByText("Choose a topic")).toBeTruthy();
    expect(screen.getByText(/Tell us a little more/)).toBeTruthy();
    choose(SUPPORT_TOPIC_LABELS.account);
    write("How do I change my phone number?");
    send();
    expect(await screen.findByText(SUPPORT_REFUSALS.needsRestaurant)).toBeTruthy();
    expect(screen.queryByText("Choose a topic")).toBeNull();
    expect(sentPayloads()).toEqual([]);
  });

  it("sends the chosen restaurant once for a double click, says it is sending, then that it is sent", async () => {
    // The API answers only once the test lets it, so the sending state can be seen.
    let answerNow = () => {};
    const held = new Promise<void>((resolve) => {
      answerNow = resolve;
    });
    const answering = globalThis.fetch;
    vi.stubGlobal("fetch", async (...args: Parameters<typeof fetch>) => held.then(() => answering(...args)));
    renderForm();
    choose(SUPPORT_TOPIC_LABELS.payment);
    write("I was charged twice for one order");
    send();
    const sending = await screen.findByRole("button", { name: "Sending…" });
    expect((sending as HTMLButtonElement).disabled).toBe(true);
    send();
    answerNow();
    expect(await screen.findByText(SUPPORT_TEXTS.sent)).toBeTruthy();
    const payloads = sentPayloads();
    expect(payloads).toHaveLength(1);
    expect(payloads[0]).toMatchObject({
      customerId: CUSTOMER,
      topic: "payment",
      locationId: 1,
      message: "I was charged twice for one order",
    });
    expect(String(payloads[0]!.requestKey).length).toBeGreaterThanOrEqual(8);
    expect((screen.getByLabelText("Your message") as HTMLTextAreaElement).value).toBe("");
  });

  it("keeps the request's key for a retry after a failure, and takes a new one for the next request", async () => {
    api.handlers[PATH] = () => fail(409, SUPPORT_REFUSALS.tooMany);
    renderForm();
    choose(SUPPORT_TOPIC_LABELS.other);
    write("Do you have gluten free bread?");
    send();
    expect(await screen.findByText(SUPPORT_TEXTS.failed)).toBeTruthy();
    expect(screen.getByText(SUPPORT_REFUSALS.tooMany)).toBeTruthy();
    api.handlers[PATH] = (payload) => ok(answered(payload), 201);
    send();
    expect(await screen.findByText(SUPPORT_TEXTS.sent)).toBeTruthy();
    choose(SUPPORT_TOPIC_LABELS.other);
    write("And do you have vegan cheese?");
    send();
    await waitFor(() => expect(sentPayloads()).toHaveLength(3));
    const [first, retry, next] = sentPayloads().map((p) => p.requestKey);
    expect(retry).toBe(first);
    expect(next).not.toBe(first);
  });

  it("about an order: names the order, sends its id and no restaurant (the order's is asked)", async () => {
    renderForm({ orderId: "2b5e7f0a-2222-4a43-9a5c-1f2a3b4c5d6e", label: "Order #42 at Tasty Bites Mission" });
    expect(screen.getByText("Order #42 at Tasty Bites Mission")).toBeTruthy();
    expect(screen.queryByLabelText("Restaurant")).toBeNull();
    write("The fries were missing from my bag");
    send();
    expect(await screen.findByText(SUPPORT_TEXTS.sent)).toBeTruthy();
    expect(sentPayloads()[0]).toMatchObject({ orderId: "2b5e7f0a-2222-4a43-9a5c-1f2a3b4c5d6e", topic: "order" });
    expect(sentPayloads()[0]!.locationId).toBeUndefined();
  });
});
