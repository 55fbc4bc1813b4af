import { fail, fakeApi, ok } from "@forkful/api-client/testing/fake-api";
import { BOOKING_REFUSALS, PARTY_ANSWER_SENT } from "@forkful/contracts/booking-texts";
import type { Booking } from "@forkful/contracts/bookings";
import { QueryClient, QueryClientProvider, useQuery } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { bookingQueryKey } from "../../../entities/booking/api/bookings";
import { bookingFixture, CHECKIN_ID, TABLE_T4 } from "../../../shared/testing/booking-fixtures";
import { TableReady } from "./table-ready";

const { handlers, sent, install } = fakeApi();
const notifiedAt = new Date(Date.now() - 60_000).toISOString();
const minutesAfterNotice = (minutes: number) => new Date(Date.parse(notifiedAt) + minutes * 60_000).toISOString();
const ready = (overrides: Partial<Booking> = {}) =>
  bookingFixture({
    status: "Notified",
    statusLabel: "Your table is ready",
    table: TABLE_T4,
    position: null,
    notifiedAt,
    answerBy: minutesAfterNotice(10),
    ...overrides,
  });

/** The booking as the live view reads it: from the query cache, which an answer updates. */
function Live({ booking }: { booking: Booking }) {
  const { data } = useQuery({ queryKey: bookingQueryKey(booking.reservationId), queryFn: async () => booking, staleTime: Infinity });
  return data ? <TableReady booking={data} /> : null;
}

function renderReady(booking: Booking) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  client.setQueryData(bookingQueryKey(booking.reservationId), booking);
  render(
    <QueryClientProvider client={client}>
      <Live booking={booking} />
    </QueryClientProvider>,
  );
}

beforeEach(() => install());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("answering 'your table is ready'", () => {
  it("shows On my way and Need 5 more minutes under the table ready, and sends the answer chosen", async () => {
    handlers[`/customer/reservations/${CHECKIN_ID}/answer`] = () => ok(ready({ partyAnswer: "onMyWay", partyAnsweredAt: notifiedAt }));
    renderReady(ready());
    expect(screen.getByRole("alert").textContent).toBe("Your table is ready");
    const group = screen.getByRole("group", { name: "Tell the host" });
    expect(group.textContent).toContain("Need 5 more minutes");
    fireEvent.click(screen.getByRole("button", { name: "On my way" }));
    expect((await screen.findByRole("status")).textContent).toBe(PARTY_ANSWER_SENT.onMyWay);
    expect(sent.at(-1)).toMatchObject({ path: `/customer/reservations/${CHECKIN_ID}/answer`, payload: { answer: "onMyWay" } });
    expect(screen.getByRole("button", { name: "On my way" }).getAttribute("aria-pressed")).toBe("true");
  });

  it("asks for 5 more minutes, and the button is spent once they were given (even after another answer)", async () => {
    handlers[`/customer/reservations/${CHECKIN_ID}/answer`] = () =>
      ok(
        ready({ partyAnswer: "needMoreTime", partyAnsweredAt: notifiedAt, answerExtendedAt: notifiedAt, answerBy: minutesAfterNotice(15) }),
      );
    renderReady(ready());
    fireEvent.click(screen.getByRole("button", { name: "Need 5 more minutes" }));
    expect((await screen.findByRole("status")).textContent).toBe(PARTY_ANSWER_SENT.needMoreTime);
    cleanup();
    renderReady(ready({ partyAnswer: "onMyWay", answerExtendedAt: notifiedAt, answerBy: minutesAfterNotice(15) }));
    expect((screen.getByRole("button", { name: "Need 5 more minutes" }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole("button", { name: "On my way" }) as HTMLButtonElement).disabled).toBe(false);
  });

  it("says why the answer was refused", async () => {
    handlers[`/customer/reservations/${CHECKIN_ID}/answer`] = () => fail(409, BOOKING_REFUSALS.notReadyToAnswer);
    renderReady(ready());
    fireEvent.click(screen.getByRole("button", { name: "On my way" }));
    await waitFor(() => expect(screen.getAllByRole("alert").map((a) => a.textContent)).toContain(BOOKING_REFUSALS.notReadyToAnswer));
  });
});
