/** Support requests through the API: a diner asks about an order or a restaurant, retries send once, staff answer by SMS. */

import { randomUUID } from "node:crypto";
import { MESSAGES } from "@forkful/contracts/messages";
import { SUPPORT_STAFF_ACTIONS } from "@forkful/contracts/staff-actions";
import { STAFF_ROLE_REFUSALS } from "@forkful/contracts/staff-roles";
import { staffHistoryAnswerSchema } from "@forkful/contracts/staff-team";
import {
  SUPPORT_LIMITS,
  SUPPORT_REFUSALS,
  SUPPORT_TEXTS,
  staffSupportListSchema,
  staffSupportRequestSchema,
  supportRequestListSchema,
  supportRequestSchema,
} from "@forkful/contracts/support";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { supportRequests } from "../../db/schema/support";
import { staffElsewhere, staffMember } from "../../test/kitchen-test-kit";
import { lineFor, menuOf, openRestaurants, orderRequest, placeOrder, untrackedItem } from "../../test/order-test-kit";
import { encodedCall, jsonCall, messageOf, outboxMessages, signUpByOtp } from "../../test/sign-in-helpers";
import { createTestApp, type TestApp, timeZoneOf } from "../../test/test-app";

let t: TestApp;
let locationId: number;
/** The restaurant's timeZoneCd: the diner's page writes the request's times on its clock. */
let timeZone: string;
let diner: { token: string; customerId: string; mobilePhone: string };
let orderId: string;
let staffHere: { token: string; staffId: string };

const ask = (token: string | undefined, body: Record<string, unknown>) =>
  encodedCall(t, "POST", "/support/createSupportRequest", body, { token });
const aboutTheOrder = (extra: Record<string, unknown> = {}) => ({
  topic: "order",
  message: "The fries were missing from my bag",
  orderId,
  ...extra,
});

async function newDiner() {
  const signedUp = await signUpByOtp(t, { fullName: "Mira Helpme" });
  return { token: signedUp.accessToken, customerId: signedUp.customerId, mobilePhone: signedUp.mobilePhone! };
}

beforeAll(async () => {
  t = await createTestApp();
  const restaurant = (await openRestaurants(t, "pickup"))[0]!;
  locationId = restaurant.id;
  timeZone = await timeZoneOf(t, locationId);
  diner = await newDiner();
  const dish = untrackedItem(await menuOf(t, locationId, "pickup"));
  const placed = await placeOrder(
    t,
    orderRequest(locationId, [lineFor(dish)], { customerId: diner.customerId, phone: diner.mobilePhone }),
    diner.token,
  );
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  orderId = (placed.body as { orderId: string }).orderId;
  staffHere = await staffMember(t, locationId, "manager");
});
afterAll(() => t.close());

describe("a diner asks for help", () => {
  it("about their order: the order's restaurant is asked, and the request is open", async () => {
    const answer = await ask(diner.token, aboutTheOrder());
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const request = supportRequestSchema.parse(answer.body);
    expect(request).toMatchObject({
      customerId: diner.customerId,
      locationId,
      timeZone,
      orderId,
      topic: "order",
      state: "open",
      answer: null,
    });
  });

  it("about a restaurant they choose, without an order", async () => {
    const answer = await ask(diner.token, { topic: "account", message: "How do I change my phone number?", locationId });
    expect(answer.status).toBe(201);
    expect(supportRequestSchema.parse(answer.body)).toMatchObject({ locationId, orderId: null });
  });

  it("refuses another diner's order (403), an unknown order or restaurant (404), and no restaurant at all (400)", async () => {
    const other = await newDiner();
    const notTheirs = await ask(other.token, aboutTheOrder());
    expect([notTheirs.status, messageOf(notTheirs)]).toEqual([403, SUPPORT_REFUSALS.notYourOrder]);
    const unknown = await ask(diner.token, aboutTheOrder({ orderId: randomUUID() }));
    expect([unknown.status, messageOf(unknown)]).toEqual([404, MESSAGES.noSuchOrder]);
    const notAnId = await ask(diner.token, aboutTheOrder({ orderId: "FK-1234" }));
    expect(notAnId.status).toBe(404);
    const noPlace = await ask(diner.token, { topic: "other", message: "Where is the restaurant?", locationId: 999_999 });
    expect([noPlace.status, messageOf(noPlace)]).toEqual([404, SUPPORT_REFUSALS.noRestaurant]);
    const neither = await ask(diner.token, { topic: "other", message: "Where is the restaurant?" });
    expect(neither.status).toBe(400);
    expect(JSON.stringify(neither.body)).toContain(SUPPORT_REFUSALS.needsRestaurant);
  });

  it("needs a sign-in (401) and acts only for the caller's own customerId (403)", async () => {
    expect((await ask(undefined, aboutTheOrder())).status).toBe(401);
    const other = await newDiner();
    expect((await ask(diner.token, aboutTheOrder({ customerId: other.customerId }))).status).toBe(403);
  });

  it("sends once for one requestKey: a retry answers the same request (200), concurrent double submits make one row", async () => {
    const requestKey = `key-${randomUUID()}`;
    const first = await ask(diner.token, aboutTheOrder({ requestKey }));
    const again = await ask(diner.token, aboutTheOrder({ requestKey }));
    expect([first.status, again.status]).toEqual([201, 200]);
    expect(supportRequestSchema.parse(again.body).id).toBe(supportRequestSchema.parse(first.body).id);

    const racedKey = `key-${randomUUID()}`;
    const raced = await Promise.all([1, 2, 3].map(() => ask(diner.token, aboutTheOrder({ requestKey: racedKey }))));
    expect(raced.map((a) => a.status).sort()).toEqual([200, 200, 201]);
    const rows = await t.database.db.select().from(supportRequests).where(eq(supportRequests.requestKey, racedKey));
    expect(rows).toHaveLength(1);
  });

  it(`keeps at most ${SUPPORT_LIMITS.maxOpenPerDiner} requests open per diner (409)`, async () => {
    const busy = await newDiner();
    for (let i = 0; i < SUPPORT_LIMITS.maxOpenPerDiner; i += 1) {
      expect((await ask(busy.token, { topic: "other", message: `Question number ${i} for you`, locationId })).status).toBe(201);
    }
    const oneMore = await ask(busy.token, { topic: "other", message: "And one question more", locationId });
    expect([oneMore.status, messageOf(oneMore)]).toEqual([409, SUPPORT_REFUSALS.tooMany]);
  });
});

describe("the diner's requests", () => {
  it("lists the caller's own, newest first, and refuses another's (403)", async () => {
    const fresh = await newDiner();
    await ask(fresh.token, { topic: "payment", message: "I was charged twice yesterday", locationId });
    await ask(fresh.token, { topic: "delivery", message: "The courier could not find me", locationId });
    const answer = await encodedCall(t, "GET", `/support/requests?customerId=${fresh.customerId}`, undefined, { token: fresh.token });
    expect(answer.status).toBe(200);
    expect(supportRequestListSchema.parse(answer.body).map((r) => r.topic)).toEqual(["delivery", "payment"]);
    const peek = await encodedCall(t, "GET", `/support/requests?customerId=${fresh.customerId}`, undefined, { token: diner.token });
    expect(peek.status).toBe(403);
  });
});

describe("staff answer", () => {
  const staffList = (token: string, query = "") => jsonCall(t, "GET", `/staff/support/requests${query}`, undefined, { token });
  const staffAnswer = (token: string, id: string, body: Record<string, unknown>) =>
    jsonCall(t, "POST", `/staff/support/requests/${id}/answer`, body, { token });

  it("see their restaurant's requests, open first, with the diner's name and phone; another restaurant's staff do not", async () => {
    const asked = supportRequestSchema.parse((await ask(diner.token, aboutTheOrder({ message: "Can I get a receipt by email?" }))).body);
    const answer = await staffList(staffHere.token, "?state=open");
    expect(answer.status).toBe(200);
    const listed = staffSupportListSchema.parse(answer.body);
    expect(listed.find((r) => r.id === asked.id)).toMatchObject({ customerName: "Mira Helpme", phone: diner.mobilePhone });
    expect(listed.every((r) => r.state === "open" && r.locationId === locationId)).toBe(true);
    const elsewhere = await staffElsewhere(t, locationId, "manager");
    const theirs = staffSupportListSchema.parse((await staffList(elsewhere.token)).body);
    expect(theirs.map((r) => r.id)).not.toContain(asked.id);
  });

  it("stores the answer, texts it to the diner, and the diner reads it on the request", async () => {
    const asked = supportRequestSchema.parse((await ask(diner.token, aboutTheOrder({ message: "My drink was cold, sorry to say" }))).body);
    const text = "So sorry! Your next drink is on us.";
    const answered = await staffAnswer(staffHere.token, asked.id, { answer: text });
    expect(answered.status, JSON.stringify(answered.body)).toBe(200);
    const request = staffSupportRequestSchema.parse(answered.body);
    expect(request).toMatchObject({ state: "answered", answer: text });
    expect(request.answeredAt).not.toBeNull();
    const [sms] = await outboxMessages(t, diner.mobilePhone);
    expect(sms?.body).toBe(SUPPORT_TEXTS.answerSms(request.restaurantName, text));
    const mine = supportRequestListSchema.parse((await encodedCall(t, "GET", "/support/requests", undefined, { token: diner.token })).body);
    expect(mine.find((r) => r.id === asked.id)).toMatchObject({ state: "answered", answer: text });
  });

  it("closes with an answer; a closed request takes no more (409); another restaurant's is 404", async () => {
    const asked = supportRequestSchema.parse((await ask(diner.token, aboutTheOrder({ message: "Please close this one for me" }))).body);
    const elsewhere = await staffElsewhere(t, locationId, "manager");
    const wrongPlace = await staffAnswer(elsewhere.token, asked.id, { answer: "Not ours" });
    expect([wrongPlace.status, messageOf(wrongPlace)]).toEqual([404, SUPPORT_REFUSALS.notFound]);
    expect((await staffAnswer(staffHere.token, asked.id, { answer: "Done, closing", close: true })).status).toBe(200);
    const afterClose = await staffAnswer(staffHere.token, asked.id, { answer: "One more thing" });
    expect([afterClose.status, messageOf(afterClose)]).toEqual([409, SUPPORT_REFUSALS.closed]);
    expect((await staffAnswer(staffHere.token, randomUUID(), { answer: "Hello" })).status).toBe(404);
    expect((await staffAnswer(diner.token, asked.id, { answer: "Hello" })).status).toBe(401);
  });

  it("is for the restaurant's manager: its host and kitchen neither read the requests nor text a diner (403)", async () => {
    const asked = supportRequestSchema.parse((await ask(diner.token, aboutTheOrder({ message: "Who reads this?" }))).body);
    const textsBefore = (await outboxMessages(t, diner.mobilePhone)).length;
    for (const role of ["host", "kitchen"] as const) {
      const { token } = await staffMember(t, locationId, role);
      const list = await staffList(token);
      expect([list.status, messageOf(list)], role).toEqual([403, STAFF_ROLE_REFUSALS.notForRole(["manager"])]);
      expect(JSON.stringify(list.body), role).not.toContain(diner.mobilePhone);
      const answered = await staffAnswer(token, asked.id, { answer: `Signed, the ${role}` });
      expect([answered.status, messageOf(answered)], role).toEqual([403, STAFF_ROLE_REFUSALS.notForRole(["manager"])]);
    }
    expect(await outboxMessages(t, diner.mobilePhone)).toHaveLength(textsBefore);
    const mine = supportRequestListSchema.parse((await encodedCall(t, "GET", "/support/requests", undefined, { token: diner.token })).body);
    expect(mine.find((r) => r.id === asked.id)).toMatchObject({ state: "open", answer: null });
  });
});

describe("a support request's history", () => {
  const historyOf = (token: string, id: string) => jsonCall(t, "GET", `/staff/support/requests/${id}/history`, undefined, { token });

  it("records each answer with who and when; the manager here reads it, host, kitchen (403) and elsewhere (404) do not", async () => {
    const asked = supportRequestSchema.parse((await ask(diner.token, aboutTheOrder({ message: "Where is my history?" }))).body);
    const body = (answer: string, close = false) => ({ answer, close });
    await jsonCall(t, "POST", `/staff/support/requests/${asked.id}/answer`, body("Looking into it"), { token: staffHere.token });
    await jsonCall(t, "POST", `/staff/support/requests/${asked.id}/answer`, body("Refunded", true), { token: staffHere.token });
    const answer = await historyOf(staffHere.token, asked.id);
    expect(answer.status, messageOf(answer)).toBe(200);
    expect(staffHistoryAnswerSchema.parse(answer.body).actions).toMatchObject([
      { action: SUPPORT_STAFF_ACTIONS.closed, actor: { id: staffHere.staffId, fullName: "Test manager" }, detail: { answer: "Refunded" } },
      { action: SUPPORT_STAFF_ACTIONS.answered, actor: { id: staffHere.staffId }, detail: { answer: "Looking into it" } },
    ]);
    for (const role of ["host", "kitchen"] as const) {
      expect((await historyOf((await staffMember(t, locationId, role)).token, asked.id)).status, role).toBe(403);
    }
    const elsewhere = await historyOf((await staffElsewhere(t, locationId, "manager")).token, asked.id);
    expect([elsewhere.status, messageOf(elsewhere)]).toEqual([404, SUPPORT_REFUSALS.notFound]);
    expect((await historyOf(staffHere.token, randomUUID())).status).toBe(404);
  });
});
