/**
 * The authorization matrix's rows for feedback (issue 15): only the order's diner reads its questions and gives
 * feedback (on the order made finished); staff read their own restaurant's feedback, never another's.
 */

import {
  feedbackQuestionsSchema,
  staffFeedbackSchema,
  staffGivenFeedbackSchema,
  submittedFeedbackSchema,
} from "@forkful/contracts/feedback";
import { OrderStatus } from "@forkful/contracts/order-status";
import { and, asc, eq } from "drizzle-orm";
import { expect } from "vitest";
import { feedbackQuestions } from "../db/schema/feedback";
import { orders } from "../db/schema/orders";
import { type Answer, type CallerName, type Fixture, isStaffHere, type Matrix, type MatrixRow, type Statuses } from "./authorization-kit";
import { encodedCall } from "./sign-in-helpers";

/** The owner's order, picked up: feedback may be given on it. */
async function finished(m: Matrix, f: Fixture): Promise<Partial<Fixture>> {
  await m.t.database.db.update(orders).set({ status: OrderStatus.PickedUp }).where(eq(orders.id, f.order.orderId));
  return {};
}

/** The overall question of the matrix's restaurant. */
async function overallQuestion(m: Matrix): Promise<number> {
  const [question] = await m.t.database.db
    .select()
    .from(feedbackQuestions)
    .where(and(eq(feedbackQuestions.locationId, m.locationId), eq(feedbackQuestions.kind, "rating")))
    .orderBy(asc(feedbackQuestions.sortOrder), asc(feedbackQuestions.id))
    .limit(1);
  return question!.id;
}

const readsTheOrder = (answer: Answer, _caller: CallerName, f: Fixture) =>
  expect(feedbackQuestionsSchema.parse(answer.body).orderId).toBe(f.order.orderId);

export function feedbackRows(
  matrix: () => Matrix,
  expected: { ownerOnly: Statuses; ownerOnlyCreates: Statuses; anyStaff: Statuses; managerHere: Statuses },
): MatrixRow[] {
  return [
    {
      call: "GET /customer/feedback/v2",
      on: "order",
      expected: expected.ownerOnly,
      request: (f) => ({ query: { orderId: f.order.orderId } }),
      shows: readsTheOrder,
    },
    {
      call: "POST /customer/feedback/v2",
      on: "order",
      expected: expected.ownerOnlyCreates,
      prepare: (f) => finished(matrix(), f),
      request: async (f) => ({ body: { orderId: f.order.orderId, answers: [{ questionId: await overallQuestion(matrix()), stars: 4 }] } }),
      shows: (answer, _caller, f) => expect(submittedFeedbackSchema.parse(answer.body).feedback.orderId).toBe(f.order.orderId),
    },
    {
      call: "GET /staff/feedback",
      on: "staff",
      expected: expected.anyStaff,
      request: () => ({}),
      // Each staff member reads their own restaurant's feedback only.
      shows: (answer, caller) => {
        const { locationId } = staffFeedbackSchema.parse(answer.body);
        if (isStaffHere(caller)) expect(locationId).toBe(matrix().locationId);
        else expect(locationId).not.toBe(matrix().locationId);
      },
    },
    {
      call: "POST /staff/feedback/{id}/reply",
      on: "staff",
      expected: expected.managerHere,
      prepare: (f) => feedbackGiven(matrix(), f),
      request: (f) => ({ params: { id: f.feedbackId! }, body: { reply: "Thank you, see you soon" } }),
      shows: (answer, _caller, f) => expect(staffGivenFeedbackSchema.parse(answer.body).id).toBe(f.feedbackId),
    },
  ];
}

/** The owner's feedback on the order, made finished. */
async function feedbackGiven(m: Matrix, f: Fixture): Promise<Partial<Fixture>> {
  await finished(m, f);
  const body = { orderId: f.order.orderId, answers: [{ questionId: await overallQuestion(m), stars: 5 }] };
  const given = await encodedCall(m.t, "POST", "/customer/feedback/v2", body, { token: f.owner.token });
  expect(given.status, JSON.stringify(given.body)).toBe(201);
  return { feedbackId: submittedFeedbackSchema.parse(given.body).feedback.id };
}
