import { randomUUID } from "node:crypto";
import { APP_VERSION, APP_VERSION_HEADER } from "@forkful/contracts/api";
import { type Booking, bookingSchema } from "@forkful/contracts/bookings";
import { encodeRequest } from "@forkful/contracts/envelope";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookings } from "../../db/schema/bookings";
import { merchantLocations } from "../../db/schema/merchants";
import { encodedCall, messageOf, newMobile, outboxMessages, signUpByOtp } from "../../test/sign-in-helpers";
import { createTestApp, TEST_NOW, type TestApp } from "../../test/test-app";

let t: TestApp;
let locationId: number;
let stranger: { customerId: string; accessToken: string };

beforeAll(async () => {
  t = await createTestApp();
  const [location] = await t.database.db.select({ id: merchantLocations.id }).from(merchantLocations).limit(1);
  locationId = location!.id;
  stranger = await signUpByOtp(t);
});
afterAll(() => t.close());

/** A check-in in line, written straight to the table (making one is the waitlist part's call, tested there). */
async function checkInOf(customerId: string, extra: Partial<typeof bookings.$inferInsert> = {}): Promise<string> {
  const [row] = await t.database.db
    .insert(bookings)
    .values({
      kind: "checkin",
      locationId,
      customerId,
      status: "Active",
      fullName: "Asha Rao",
      phone: newMobile(),
      guestCount: 2,
      channelName: "ONLINE",
      createdAt: TEST_NOW,
      updatedAt: TEST_NOW,
      ...extra,
    })
    .returning({ id: bookings.id });
  return row!.id;
}

/** A new diner with a check-in in line (one active check-in per diner). */
async function dinerInLine(): Promise<{ id: string; token: string }> {
  const diner = await signUpByOtp(t);
  return { id: await checkInOf(diner.customerId), token: diner.accessToken };
}

const read = (reservationId: string, token?: string) => encodedCall(t, "POST", "/customer/reservationId/v2", { reservationId }, { token });
const cancel = (payload: Record<string, unknown>, token?: string, query = "?user=customer") =>
  encodedCall(t, "PUT", `/customer/cancel-table${query}`, payload, { token });

describe("reading a check-in or reservation (POST /customer/reservationId/v2)", () => {
  it("answers its own diner with the booking", async () => {
    const { id, token } = await dinerInLine();
    const answer = await read(id, token);
    expect(answer.status).toBe(200);
    const booking: Booking = bookingSchema.parse(answer.body);
    expect(booking).toMatchObject({
      reservationId: id,
      kind: "checkin",
      status: "Active",
      statusLabel: "Waiting for a table",
      checkedIn: true,
      channelName: "ONLINE",
      seatTogether: "1",
      deviceId: "",
      canCancel: true,
      canChange: false,
    });
  });

  it("refuses anyone else: 401 signed out, 403 another diner, 404 an unknown id, 400 a bad id", async () => {
    const { id, token } = await dinerInLine();
    expect((await read(id)).status).toBe(401);
    const other = await read(id, stranger.accessToken);
    expect(other.status).toBe(403);
    expect(messageOf(other)).toBe("This check-in or reservation belongs to someone else");
    expect((await read(randomUUID(), token)).status).toBe(404);
    expect((await read("not-an-id", token)).status).toBe(400);
  });
});

describe("a ready party that did not come in time", () => {
  it("is released when its booking is read past answerBy, texted once, and stays released", async () => {
    const diner = await signUpByOtp(t);
    const phone = newMobile();
    const answerBy = new Date(TEST_NOW.getTime() - 60_000);
    const id = await checkInOf(diner.customerId, { status: "Notified", phone, notifiedAt: TEST_NOW, answerBy });
    const first = await read(id, diner.accessToken);
    expect(first.body).toMatchObject({
      status: "Released",
      statusLabel: "Released: no answer in time",
      checkedIn: false,
      canCancel: false,
    });
    expect((await read(id, diner.accessToken)).body).toMatchObject({ status: "Released" });
    const texts = await outboxMessages(t, phone);
    expect(texts.map((m) => m.body)).toEqual([expect.stringContaining("could not hold your table")]);
  });
});

describe("cancelling (PUT /customer/cancel-table?user=customer)", () => {
  it("cancels a booking still in line, with its reason, and refuses a second cancel without changing it", async () => {
    const { id, token } = await dinerInLine();
    const answer = await cancel({ locationId, reservationId: id, cancelReason: "Plans changed" }, token);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ status: "Cancelled", cancelReason: "Plans changed", checkedIn: false, canCancel: false });
    const [before] = await t.database.db.select().from(bookings).where(eq(bookings.id, id));
    const again = await cancel({ locationId, reservationId: id, cancelReason: "Again" }, token);
    expect(again.status).toBe(409);
    expect(messageOf(again)).toBe("A booking that is cancelled cannot be cancelled");
    const [after] = await t.database.db.select().from(bookings).where(eq(bookings.id, id));
    expect(after).toEqual(before);
  });

  it("refuses another diner, another restaurant, no reason and a call without ?user=customer, changing nothing", async () => {
    const { id, token } = await dinerInLine();
    expect((await cancel({ locationId, reservationId: id, cancelReason: "x" }, stranger.accessToken)).status).toBe(403);
    expect((await cancel({ locationId: locationId + 1, reservationId: id, cancelReason: "x" }, token)).status).toBe(400);
    const noReason = await cancel({ locationId, reservationId: id, cancelReason: "  " }, token);
    expect(noReason.status).toBe(400);
    expect(messageOf(noReason)).toContain("Tell us why you are cancelling");
    expect((await cancel({ locationId, reservationId: id, cancelReason: "x" }, token, "")).status).toBe(400);
    const [row] = await t.database.db.select().from(bookings).where(eq(bookings.id, id));
    expect(row!.status).toBe("Active");
  });
});

describe("making one (POST /customer/reservations)", () => {
  it("takes its encoded payload in the query param data and names a bad field", async () => {
    const { data } = encodeRequest({ idempotencyKey: randomUUID(), locationId, guestCount: 0, fullName: "Asha Rao", phone: newMobile() });
    const response = await t.app.inject({
      method: "POST",
      url: `/data-services/customer/reservations?data=${data}`,
      headers: { [APP_VERSION_HEADER]: APP_VERSION },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain("A party is at least 1 guest");
  });
});
