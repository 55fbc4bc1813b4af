/**
 * A manager's reply to a diner's feedback (issue 26): stored, texted to the diner once, shown on staff's list, recorded
 * in the staff actions; a second reply is refused (409) and texts nothing; only the restaurant's manager may reply.
 */
import { randomUUID } from "node:crypto";
import { FEEDBACK_REFUSALS, FEEDBACK_TEXTS, staffFeedbackSchema, staffGivenFeedbackSchema } from "@forkful/contracts/feedback";
import { placedOrderSchema } from "@forkful/contracts/order-access";
import { OrderStatus } from "@forkful/contracts/order-status";
import { STAFF_ROLE_REFUSALS } from "@forkful/contracts/staff-roles";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { feedbackQuestions } from "../../db/schema/feedback";
import { staffActions } from "../../db/schema/staff";
import { arrange, staffElsewhere, staffMember } from "../../test/kitchen-test-kit";
import { lineFor, menuOf, openRestaurants, orderRequest, placeOrder, untrackedItem } from "../../test/order-test-kit";
import { encodedCall, jsonCall, messageOf, outboxMessages, signUpByOtp } from "../../test/sign-in-helpers";
import { createTestApp, type TestApp } from "../../test/test-app";

let t: TestApp;
let locationId: number;
let restaurantName: string;
let manager: { token: string; staffId: string };

beforeAll(async () => {
  t = await createTestApp();
  const here = (await openRestaurants(t, "pickup"))[0]!;
  locationId = here.id;
  restaurantName = here.branchName;
  manager = await staffMember(t, locationId, "manager");
}, 60_000);
afterAll(() => t.close());

/** A diner's feedback on a picked-up order: its id and the diner's phone. */
async function givenFeedback(): Promise<{ id: string; phone: string }> {
  const signedUp = await signUpByOtp(t, { fullName: "Rae Reply" });
  const phone = signedUp.mobilePhone!;
  const line = lineFor(untrackedItem(await menuOf(t, locationId, "pickup")));
  const placed = await placeOrder(t, orderRequest(locationId, [line], { customerId: signedUp.customerId, phone }), signedUp.accessToken);
  const { orderId } = placedOrderSchema.parse(placed.body);
  await arrange(t, orderId, { status: OrderStatus.PickedUp });
  const [question] = await t.database.db.select().from(feedbackQuestions).where(eq(feedbackQuestions.locationId, locationId)).limit(1);
  const body = { orderId, answers: [{ questionId: question!.id, stars: 2 }] };
  const given = await encodedCall(t, "POST", "/customer/feedback/v2", body, { token: signedUp.accessToken });
  expect(given.status, JSON.stringify(given.body)).toBe(201);
  return { id: (given.body as { feedback: { id: string } }).feedback.id, phone };
}

/** The replies texted to a diner (their outbox holds their sign-in code and order texts too). */
const repliesTextedTo = async (phone: string) =>
  (await outboxMessages(t, phone)).map((m) => m.body).filter((body) => body.startsWith(FEEDBACK_TEXTS.replySms(restaurantName, "")));

const reply = (token: string, id: string, text: unknown) => jsonCall(t, "POST", `/staff/feedback/${id}/reply`, { reply: text }, { token });

describe("POST /staff/feedback/{id}/reply", () => {
  it("stores the reply, texts it to the diner once, shows it on the list and records who replied", async () => {
    const given = await givenFeedback();
    const answer = await reply(manager.token, given.id, "  So sorry. Your next dessert is on us.  ");
    expect(answer.status, messageOf(answer)).toBe(200);
    const replied = staffGivenFeedbackSchema.parse(answer.body);
    expect(replied.reply).toMatchObject({ text: "So sorry. Your next dessert is on us.", by: "Test manager" });
    expect(await repliesTextedTo(given.phone)).toEqual([FEEDBACK_TEXTS.replySms(restaurantName, "So sorry. Your next dessert is on us.")]);
    const list = staffFeedbackSchema.parse((await jsonCall(t, "GET", "/staff/feedback", undefined, { token: manager.token })).body);
    expect(list.feedback.find((f) => f.id === given.id)?.reply?.text).toBe("So sorry. Your next dessert is on us.");
    const recorded = await t.database.db.select().from(staffActions).where(eq(staffActions.subjectId, given.id));
    expect(recorded).toMatchObject([{ action: "feedback.replied", actorStaffId: manager.staffId, subjectType: "feedback" }]);
  });

  it("refuses a second reply (409), even at once: the diner gets one text and the first reply stays", async () => {
    const given = await givenFeedback();
    const both = await Promise.all([reply(manager.token, given.id, "First reply"), reply(manager.token, given.id, "Second reply")]);
    expect(both.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(messageOf(both.find((a) => a.status === 409)!)).toBe(FEEDBACK_REFUSALS.alreadyReplied);
    const again = await reply(manager.token, given.id, "Third reply");
    expect([again.status, messageOf(again)]).toEqual([409, FEEDBACK_REFUSALS.alreadyReplied]);
    expect(await repliesTextedTo(given.phone)).toHaveLength(1);
  });

  it("refuses an empty or too long reply (400) and changes nothing", async () => {
    const given = await givenFeedback();
    for (const text of [" ", "x".repeat(501), 42]) expect((await reply(manager.token, given.id, text)).status).toBe(400);
    expect(await repliesTextedTo(given.phone)).toHaveLength(0);
  });

  it("is the restaurant's manager's: host and kitchen 403, another restaurant's manager and an unknown feedback 404", async () => {
    const given = await givenFeedback();
    for (const role of ["host", "kitchen"] as const) {
      const refused = await reply((await staffMember(t, locationId, role)).token, given.id, `From the ${role}`);
      expect([refused.status, messageOf(refused)], role).toEqual([403, STAFF_ROLE_REFUSALS.notForRole(["manager"])]);
    }
    const elsewhere = await reply((await staffElsewhere(t, locationId, "manager")).token, given.id, "Not ours");
    expect([elsewhere.status, messageOf(elsewhere)]).toEqual([404, FEEDBACK_REFUSALS.noFeedback]);
    expect((await reply(manager.token, randomUUID(), "Nobody")).status).toBe(404);
    expect(await repliesTextedTo(given.phone)).toHaveLength(0);
  });
});
