/** Tests only: the cards calls answered in memory, and the section's providers (a signed-in diner, a query client). */
import { decodePayload, encodeAnswer } from "@forkful/contracts/envelope";
import { CARD_FORM_MESSAGE, type CardSummary, type SavedCard } from "@forkful/contracts/payments";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { vi } from "vitest";
import { cardDeleteThrottle, cardListThrottle } from "../../features/payments/lib/payment-throttle";
import { type Session, SessionContext } from "../hooks/use-session";

export const CUSTOMER_ID = "6f1c1c7e-2a43-4d8e-9a51-1f0e6b1d2c3a";

export function savedCard(overrides: Partial<SavedCard> = {}): SavedCard {
  return {
    cardId: "0b6f7c1e-8a2d-4c3b-9e5f-1a2b3c4d5e6f",
    customerId: CUSTOMER_ID,
    cardType: "Visa",
    expiryMonth: 12,
    expiryYear: 2034,
    lastFourDigits: "4242",
    zipcode: null,
    streetNo: null,
    ...overrides,
  };
}

type Reply = { status: number; body: unknown };
export interface CardsApi {
  cards: SavedCard[];
  requests: { method: string; path: string; query: URLSearchParams; payload: unknown }[];
  /** Answers instead of the in-memory store, per "METHOD /path". */
  override: Partial<Record<string, (payload: unknown, query: URLSearchParams) => Reply>>;
}

export const fail = (status: number, message: string): Reply => ({ status, body: { statusCode: status, error: "Error", message } });

/** Stubs fetch with GET/POST/DELETE /cards and GET /payment/processor, and forgets the card throttles. */
export function stubCardsApi(initial: SavedCard[] = []): CardsApi {
  const api: CardsApi = { cards: [...initial], requests: [], override: {} };
  cardListThrottle.reset();
  cardDeleteThrottle.reset();
  vi.spyOn(console, "error").mockImplementation(() => {});
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init?: RequestInit) => {
      const [fullPath, search] = url.split("?");
      const path = fullPath!.replace("/data-services", "");
      const query = new URLSearchParams(search ?? "");
      const method = init?.method ?? "GET";
      const body = init?.body ? (JSON.parse(String(init.body)) as { data?: string }) : undefined;
      const payload = body && typeof body.data === "string" ? decodePayload(body.data) : body;
      api.requests.push({ method, path, query, payload });
      const reply = api.override[`${method} ${path}`]?.(payload, query) ?? answer(api, method, path, query, payload);
      return new Response(JSON.stringify(reply.body), { status: reply.status, headers: { "content-type": "application/json" } });
    }),
  );
  return api;
}

function answer(api: CardsApi, method: string, path: string, query: URLSearchParams, payload: unknown): Reply {
  if (method === "GET" && path === "/payment/processor") return { status: 200, body: { provider: "sandbox", cardFormUrl: "/card-form" } };
  if (method === "GET" && path === "/cards") return { status: 200, body: encodeAnswer({ cards: api.cards }) };
  if (method === "DELETE" && path === "/cards") {
    api.cards = api.cards.filter((card) => card.cardId !== query.get("cardId"));
    return { status: 200, body: encodeAnswer({ cards: api.cards }) };
  }
  if (method === "POST" && path === "/cards") {
    const { zipcode } = payload as { zipcode?: string };
    const card = savedCard({ cardId: "9d8c7b6a-5f4e-4d3c-8b2a-1f0e9d8c7b6a", zipcode: zipcode ?? null });
    api.cards = [...api.cards, card];
    return { status: 201, body: encodeAnswer(card) };
  }
  return fail(404, path);
}

export function withSession(
  ui: ReactNode,
  queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } }),
) {
  const session: Session = {
    kind: "signedIn",
    customerId: CUSTOMER_ID,
    name: "Ada Lovelace",
    mobilePhone: "+14155550123",
    email: null,
    hasPassword: false,
    guestUser: null,
    openSignIn() {},
    async signOut() {},
    updateUser() {},
  };
  return (
    <QueryClientProvider client={queryClient}>
      <SessionContext.Provider value={session}>{ui}</SessionContext.Provider>
    </QueryClientProvider>
  );
}

/** The card form's window (the iframe), for posting its messages and spying on what the page sends it. */
export async function cardFormWindow(): Promise<Window> {
  const frame = (await screen.findByTitle("Card details")) as HTMLIFrameElement;
  return frame.contentWindow as Window;
}

/** The card form says something, as the processor's page would. */
export function postFromForm(source: Window, message: Record<string, unknown>) {
  act(() => {
    window.dispatchEvent(new MessageEvent("message", { source, data: { source: CARD_FORM_MESSAGE, ...message } }));
  });
}

export const VISA: CardSummary = { brand: "Visa", last4: "4242", expiryMonth: 12, expiryYear: 2034 };
