import { fail, fakeApi, ok } from "@forkful/api-client/testing/fake-api";
import { MESSAGES } from "@forkful/contracts/messages";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { checkinThrottle } from "../../../entities/booking/lib/checkin-throttle";
import { provideSessionAccess } from "../../../shared/api/session-access";
import { type Session, SessionContext } from "../../../shared/hooks/use-session";
import { STORAGE_KEYS } from "../../../shared/lib/storage-keys";
import { bookingFixture, CHECKIN_ID } from "../../../shared/testing/booking-fixtures";
import { JoinWaitlistForm } from "./join-waitlist-form";

const { handlers, sent, install } = fakeApi();
const GUEST_SESSION = {
  customerId: "9d3c1a52-7b7e-4f0e-9a51-2b8f6c0d4e11",
  accessToken: "guest-access",
  refreshToken: "guest-refresh",
  accessTokenExpiresAt: "2026-11-24T01:00:00.000Z",
};

function renderForm(session?: Session) {
  const onJoined = vi.fn();
  const form = <JoinWaitlistForm locationId={7} guestCount={3} onJoined={onJoined} />;
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      {session ? <SessionContext value={session}>{form}</SessionContext> : form}
    </QueryClientProvider>,
  );
  return onJoined;
}

function fillIn() {
  fireEvent.change(screen.getByLabelText("Full name"), { target: { value: "Grace Hopper" } });
  fireEvent.change(screen.getByLabelText("Mobile number"), { target: { value: "212 555 0123" } });
}

const join = () => fireEvent.click(screen.getByRole("button", { name: "Join the waitlist" }));

beforeEach(() => {
  install();
  window.localStorage.clear();
  checkinThrottle.reset();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  provideSessionAccess(null);
});

describe("join the waitlist", () => {
  it("checks in with the encoded payload in the query, remembers the check-in, and keeps a guest's session", async () => {
    const openGuest = vi.fn();
    provideSessionAccess({ tokens: () => null, update() {}, expire() {}, openGuest });
    handlers["/customer/reservations"] = () => ok({ id: CHECKIN_ID, booking: bookingFixture(), guestSession: GUEST_SESSION }, 201);
    const onJoined = renderForm();
    fillIn();
    join();

    await waitFor(() => expect(onJoined).toHaveBeenCalledWith(CHECKIN_ID));
    const call = sent[0]!;
    expect(call.payload).toMatchObject({
      locationId: 7,
      guestCount: 3,
      fullName: "Grace Hopper",
      phone: "+12125550123",
      countryCode: "+1",
    });
    expect((call.payload as { idempotencyKey: string }).idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(window.localStorage.getItem(STORAGE_KEYS.checkinReservationId)).toBe(CHECKIN_ID);
    expect(openGuest).toHaveBeenCalledWith(GUEST_SESSION, { fullName: "Grace Hopper", mobile: "+12125550123", email: "" });
  });

  it("shows the spec's one-check-in text on a 400, and sends the same idempotency key when tried again", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      handlers["/customer/reservations"] = () => fail(400, "Active check-in exists");
      renderForm();
      fillIn();
      join();
      expect((await screen.findByRole("alert")).textContent).toContain(MESSAGES.checkinOnlyOne);

      join();
      // The start throttle holds the second join until its window ends.
      expect(await screen.findByRole("button", { name: /Sending in/ })).toBeTruthy();
      await vi.advanceTimersByTimeAsync(5000);
      await waitFor(() => expect(sent).toHaveLength(2));
      const keys = sent.map((s) => (s.payload as { idempotencyKey: string }).idempotencyKey);
      expect(keys[0]).toBe(keys[1]);
    } finally {
      vi.useRealTimers();
    }
  });

  it("shows the server's message for any other refusal", async () => {
    handlers["/customer/reservations"] = () => fail(409, "The waitlist is full right now. Please ask the host");
    renderForm();
    fillIn();
    join();
    expect((await screen.findByRole("alert")).textContent).toContain("The waitlist is full right now");
  });

  it("starts from a signed-in diner's details, and refuses a form without a name", async () => {
    const session = { kind: "signedIn", customerId: "c1", name: "Ada Lovelace", mobilePhone: "+919876543210", email: "ada@example.com" };
    renderForm({ ...session, hasPassword: null, guestUser: null, openSignIn() {}, async signOut() {}, updateUser() {} } as Session);
    expect((screen.getByLabelText("Full name") as HTMLInputElement).value).toBe("Ada Lovelace");
    expect((screen.getByLabelText("Email (optional)") as HTMLInputElement).value).toBe("ada@example.com");
    expect((screen.getByLabelText("Country code") as HTMLSelectElement).value).toBe("+91");
    fireEvent.change(screen.getByLabelText("Full name"), { target: { value: "" } });
    join();
    expect(await screen.findByText("Enter your full name")).toBeTruthy();
    expect(sent).toHaveLength(0);
  });
});
