/** Feedback on a finished order (issue 15): GET and POST /customer/feedback/v2, the restaurant's rating, and staff's list. */
import { randomUUID } from "node:crypto";
import { FEEDBACK_REFUSALS, feedbackQuestionsSchema, staffFeedbackSchema, submittedFeedbackSchema } from "@forkful/contracts/feedback";
import { findMerchantAnswerSchema, restaurantDetailSchema } from "@forkful/contracts/merchants";
import { MESSAGES } from "@forkful/contracts/messages";
import { placedOrderSchema } from "@forkful/contracts/order-access";
import { OrderStatus } from "@forkful/contracts/order-status";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { arrange, staffElsewhere, staffMember } from "../../test/kitchen-test-kit";
import { lineFor, menuOf, openRestaurants, orderRequest, placeOrder, untrackedItem } from "../../test/order-test-kit";
import { encodedCall, jsonCall, messageOf, signUpByOtp } from "../../test/sign-in-helpers";
import { createTestApp, type TestApp, timeZoneOf } from "../../test/test-app";

let t: TestApp;
let locationId: number;
/** The restaurant's timeZoneCd: the page writes "Given on" on its calendar. */
let timeZone: string;
let line: ReturnType<typeof lineFor>;

beforeAll(async () => {
  t = await createTestApp();
  const here = (await openRestaurants(t, "pickup")).find((r) => r.currency === "USD")!;
  locationId = here.id;
  timeZone = await timeZoneOf(t, locationId);
  line = lineFor(untrackedItem(await menuOf(t, here.id, "pickup")));
}, 60_000);
afterAll(() => t.close());

async function diner() {
  const signedIn = await signUpByOtp(t, { fullName: "Rina Rater" });
  return { token: signedIn.accessToken, customerId: signedIn.customerId, phone: signedIn.mobilePhone! };
}

/** An order of the diner's, moved to `status` as the restaurant would have. */
async function ordered(who: Awaited<ReturnType<typeof diner>>, status: number = OrderStatus.PickedUp): Promise<string> {
  const answer = await placeOrder(t, orderRequest(locationId, [line], { customerId: who.customerId, phone: who.phone }), who.token);
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  const { orderId } = placedOrderSchema.parse(answer.body);
  await arrange(t, orderId, { status });
  return orderId;
}

const questionsOf = (orderId: string, token?: string) =>
  encodedCall(t, "GET", `/customer/feedback/v2?orderId=${encodeURIComponent(orderId)}`, undefined, { token });
const submit = (body: unknown, token?: string) => encodedCall(t, "POST", "/customer/feedback/v2", body, { token });

async function questionIds(orderId: string, token: string) {
  const answer = await questionsOf(orderId, token);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  const { questions } = feedbackQuestionsSchema.parse(answer.body);
  const [overall, food, , text] = questions;
  return { overall: overall!.id, food: food!.id, text: text!.id, questions };
}

async function ratingOfRestaurant() {
  const answer = await t.call("/merchants/locations/id", { locationId });
  return restaurantDetailSchema.parse(answer.body);
}

describe("GET /customer/feedback/v2", () => {
  it("gives the order's diner the restaurant's questions in order, whether it is finished, and nothing given yet", async () => {
    const me = await diner();
    const answer = await questionsOf(await ordered(me, OrderStatus.Accepted), me.token);
    expect(answer.status).toBe(200);
    const read = feedbackQuestionsSchema.parse(answer.body);
    expect(read.canGive).toBe(false);
    expect(read.given).toBeNull();
    expect(read).toMatchObject({ locationId, timeZone });
    expect(read.questions.map((q) => [q.kind, q.required])).toEqual([
      ["rating", true],
      ["rating", false],
      ["rating", false],
      ["text", false],
    ]);
  });

  it("refuses anyone but the order's diner: 401 anonymous, 403 another diner, 404 no such order", async () => {
    const me = await diner();
    const orderId = await ordered(me);
    expect((await questionsOf(orderId)).status).toBe(401);
    const other = await questionsOf(orderId, (await diner()).token);
    expect(other.status).toBe(403);
    expect(messageOf(other)).toBe(FEEDBACK_REFUSALS.notYours);
    expect((await questionsOf(randomUUID(), me.token)).status).toBe(404);
    expect((await questionsOf("not-an-order", me.token)).status).toBe(404);
  });
});

describe("POST /customer/feedback/v2", () => {
  it("takes the diner's feedback once, with the §8 text, and the restaurant's rating counts it at once", async () => {
    const me = await diner();
    const orderId = await ordered(me);
    const ids = await questionIds(orderId, me.token);
    const before = await ratingOfRestaurant();
    const answers = [
      { questionId: ids.overall, stars: 1 },
      { questionId: ids.food, stars: 2 },
      { questionId: ids.text, text: "  Cold fries  " },
    ];
    const answer = await submit({ orderId, answers }, me.token);
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const submitted = submittedFeedbackSchema.parse(answer.body);
    expect(submitted.message).toBe(MESSAGES.feedbackSubmitted);
    expect(submitted.feedback.rating).toBe(1);
    expect(submitted.feedback.answers.map((a) => a.text ?? a.stars)).toEqual([1, 2, "Cold fries"]);
    expect(submitted.ratingCount).toBe(before.ratingCount + 1);
    const expected = Math.round(((before.rating * before.ratingCount + 1) / (before.ratingCount + 1)) * 10) / 10;
    expect(Math.abs(submitted.restaurantRating - expected)).toBeLessThanOrEqual(0.15);
    const after = await ratingOfRestaurant();
    expect(after.ratingCount).toBe(before.ratingCount + 1);
    expect(after.rating).toBe(submitted.restaurantRating);
    const list = findMerchantAnswerSchema.parse((await t.call("/customer/findMerchant/v2", {})).body);
    expect(list.restaurants.find((r) => r.id === locationId)?.ratingCount).toBe(after.ratingCount);

    const again = await submit({ orderId, answers }, me.token);
    expect(again.status).toBe(409);
    expect(messageOf(again)).toBe(FEEDBACK_REFUSALS.alreadyGiven);
    const read = feedbackQuestionsSchema.parse((await questionsOf(orderId, me.token)).body);
    expect(read.given?.id).toBe(submitted.feedback.id);
    expect(read.given?.answers.map((a) => a.prompt)).toEqual(
      read.questions.filter((q) => q.id !== read.questions[2]!.id).map((q) => q.prompt),
    );
  });

  it("counts one of two feedbacks sent at once and tells the other it was given", async () => {
    const me = await diner();
    const orderId = await ordered(me);
    const { overall } = await questionIds(orderId, me.token);
    const before = await ratingOfRestaurant();
    const answers = await Promise.all([4, 5].map((stars) => submit({ orderId, answers: [{ questionId: overall, stars }] }, me.token)));
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    expect((await ratingOfRestaurant()).ratingCount).toBe(before.ratingCount + 1);
  });

  it("counts every diner's feedback given at once at one restaurant", async () => {
    const diners = await Promise.all([diner(), diner(), diner()]);
    const orders = await Promise.all(diners.map((d) => ordered(d)));
    const { overall } = await questionIds(orders[0]!, diners[0]!.token);
    const before = await ratingOfRestaurant();
    const answers = await Promise.all(
      orders.map((orderId, i) => submit({ orderId, answers: [{ questionId: overall, stars: 5 }] }, diners[i]!.token)),
    );
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201]);
    expect((await ratingOfRestaurant()).ratingCount).toBe(before.ratingCount + 3);
  });

  it("refuses an unfinished order (409), another diner (403), anonymous (401) and an unknown order (404)", async () => {
    const me = await diner();
    const waiting = await ordered(me, OrderStatus.Accepted);
    const { overall } = await questionIds(waiting, me.token);
    const body = (orderId: string) => ({ orderId, answers: [{ questionId: overall, stars: 4 }] });
    const notFinished = await submit(body(waiting), me.token);
    expect([notFinished.status, messageOf(notFinished)]).toEqual([409, FEEDBACK_REFUSALS.notFinished]);
    const done = await ordered(me);
    const other = await submit(body(done), (await diner()).token);
    expect([other.status, messageOf(other)]).toEqual([403, FEEDBACK_REFUSALS.notYours]);
    expect((await submit(body(done))).status).toBe(401);
    expect((await submit(body(randomUUID()), me.token)).status).toBe(404);
  });

  it("refuses answers that do not fit the restaurant's questions (400), and stores nothing", async () => {
    const me = await diner();
    const orderId = await ordered(me);
    const { overall, food, text } = await questionIds(orderId, me.token);
    const cases: [unknown[], string][] = [
      [[{ questionId: 2_000_000_000, stars: 4 }], FEEDBACK_REFUSALS.unknownQuestion],
      [[{ questionId: overall, text: "good" }], FEEDBACK_REFUSALS.wrongKind],
      [
        [
          { questionId: overall, stars: 5 },
          { questionId: text, stars: 3 },
        ],
        FEEDBACK_REFUSALS.wrongKind,
      ],
      [[{ questionId: food, stars: 5 }], FEEDBACK_REFUSALS.missingAnswer],
      [
        [
          { questionId: overall, stars: 5 },
          { questionId: overall, stars: 4 },
        ],
        FEEDBACK_REFUSALS.unknownQuestion,
      ],
    ];
    for (const [answers, refusal] of cases) {
      const answer = await submit({ orderId, answers }, me.token);
      expect([answer.status, messageOf(answer)], JSON.stringify(answers)).toEqual([400, refusal]);
    }
    expect((await submit({ orderId, answers: [{ questionId: overall, stars: 6 }] }, me.token)).status).toBe(400);
    expect(feedbackQuestionsSchema.parse((await questionsOf(orderId, me.token)).body).given).toBeNull();
  });
});

describe("GET /staff/feedback", () => {
  it("lists the staff member's restaurant's feedback newest first, with its rating; another restaurant's staff see none of it", async () => {
    const me = await diner();
    const orderId = await ordered(me);
    const { overall, text } = await questionIds(orderId, me.token);
    await submit(
      {
        orderId,
        answers: [
          { questionId: overall, stars: 3 },
          { questionId: text, text: "Staff, read me" },
        ],
      },
      me.token,
    );
    const { token } = await staffMember(t, locationId, "manager");
    const page = await jsonCall(t, "GET", "/staff/feedback?limit=5", undefined, { token });
    expect(page.status, JSON.stringify(page.body)).toBe(200);
    expect(staffFeedbackSchema.parse(page.body).feedback).toHaveLength(5);
    // The seed's feedback is dated by the real clock, this one by the test clock: read them all to find it.
    const answer = await jsonCall(t, "GET", "/staff/feedback?limit=200", undefined, { token });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const list = staffFeedbackSchema.parse(answer.body);
    expect(list.locationId).toBe(locationId);
    expect(list.feedback.find((f) => f.orderId === orderId)?.customerName).toBe("Rina Rater");
    const times = list.feedback.map((f) => f.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    expect(list.ratingCount).toBe((await ratingOfRestaurant()).ratingCount);
    const elsewhere = await staffElsewhere(t, locationId, "manager");
    const theirs = staffFeedbackSchema.parse((await jsonCall(t, "GET", "/staff/feedback", undefined, { token: elsewhere.token })).body);
    expect(theirs.feedback.some((f) => f.orderId === orderId)).toBe(false);
    expect((await jsonCall(t, "GET", "/staff/feedback", undefined, { token: me.token })).status).toBe(401);
  });
});
