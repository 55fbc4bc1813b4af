/**
 * Feedback for the demo (issue 15): every demo restaurant asks the house questions, and a few demo diners have rated
 * finished past orders there (each placed and paid as a diner's, demo-order.ts), so each restaurant's rating on its cards is the real mean of those answers. Each part
 * runs on its own check, so an older database gets it too; a restaurant that already has feedback is left as it is.
 */
import { DEFAULT_FEEDBACK_QUESTIONS } from "@forkful/contracts/feedback";
import { and, asc, eq, isNotNull, sql } from "drizzle-orm";
import { customers } from "../src/db/schema/customers";
import { type FeedbackAnswerRow, feedback, feedbackQuestions } from "../src/db/schema/feedback";
import { merchantLocations, orderTypes } from "../src/db/schema/merchants";
import { demoPlaceOf, insertDemoOrders } from "./demo-order";
import type { Transaction } from "./insert-restaurant";

export const DEMO_DINERS = ["Maya Rao", "Sam Turner", "Arjun Kulkarni", "Lena Ortiz"] as const;

/** Overall stars the demo diners gave, per restaurant in turn (each row's mean is between 4.1 and 4.7). */
const OVERALL_STARS = [
  [5, 4, 5, 4, 5, 4, 5],
  [5, 5, 4, 5, 4, 5],
  [4, 4, 5, 3, 5, 4, 4, 5],
  [5, 4, 4, 5, 4],
  [5, 5, 5, 4, 5, 4, 4],
  [4, 5, 3, 4, 5, 4],
  [5, 4, 5, 5, 4, 4, 5, 4],
  [4, 4, 4, 5, 3, 5],
  [5, 5, 4, 4, 5, 5, 4],
];
const COMMENTS = [
  "Hot and on time. Will order again!",
  "",
  "Lovely packing, the portions were generous.",
  "",
  "A bit late but worth the wait.",
];
/** Below the first numbers the demo orders (101) and real orders (1001) take. */
const FIRST_NUMBER = 51;
const DAY_MS = 24 * 60 * 60 * 1000;
/** Fixed dates, so the demo reads the same on every fresh start. */
const FIRST_DAY = Date.parse("2026-10-02T18:30:00Z");

async function askHouseQuestions(tx: Transaction, locationId: number): Promise<void> {
  const asked = await tx
    .select({ id: feedbackQuestions.id })
    .from(feedbackQuestions)
    .where(eq(feedbackQuestions.locationId, locationId))
    .limit(1);
  if (asked.length > 0) return;
  await tx.insert(feedbackQuestions).values(DEFAULT_FEEDBACK_QUESTIONS.map((q, sortOrder) => ({ locationId, ...q, sortOrder })));
}

/** The demo diners (made the first time): they placed the demo's past orders and rated some. */
export async function demoDiners(tx: Transaction): Promise<{ id: string; fullName: string }[]> {
  const diners: { id: string; fullName: string }[] = [];
  for (const fullName of DEMO_DINERS) {
    const userName = `demo.${fullName.toLowerCase().replace(/\W+/g, ".")}`;
    const [found] = await tx.select({ id: customers.id }).from(customers).where(eq(customers.userName, userName));
    const [made] = found ? [found] : await tx.insert(customers).values({ fullName, userName }).returning({ id: customers.id });
    diners.push({ id: made!.id, fullName });
  }
  return diners;
}

function answersFor(questions: (typeof feedbackQuestions.$inferSelect)[], overall: number, n: number): FeedbackAnswerRow[] {
  return questions.flatMap((q, k): FeedbackAnswerRow[] => {
    if (q.kind === "text")
      return COMMENTS[n % COMMENTS.length] ? [{ questionId: q.id, prompt: q.prompt, text: COMMENTS[n % COMMENTS.length] }] : [];
    const stars = k === 0 ? overall : Math.max(1, Math.min(5, overall + ((n + k) % 3) - 1));
    return [{ questionId: q.id, prompt: q.prompt, stars }];
  });
}

type Place = { location: typeof merchantLocations.$inferSelect; orderTypeId: number };
type Diner = Awaited<ReturnType<typeof demoDiners>>[number];

async function rateRestaurant(tx: Transaction, { location, orderTypeId }: Place, stars: number[], diners: Diner[]): Promise<void> {
  const questions = await tx
    .select()
    .from(feedbackQuestions)
    .where(and(eq(feedbackQuestions.locationId, location.id), eq(feedbackQuestions.active, true)))
    .orderBy(asc(feedbackQuestions.sortOrder), asc(feedbackQuestions.id));
  const place = await demoPlaceOf(tx, location, orderTypeId);
  const { dishes } = place.menu;
  if (dishes.length === 0) return;
  const rated = stars.map((_, n) => {
    const diner = diners[n % diners.length]!;
    return {
      orderNumber: FIRST_NUMBER + n,
      tag: `demo-feedback-${location.id}-${n}`,
      customerId: diner.id,
      fullName: diner.fullName,
      phone: "+12025550198",
      placedAt: new Date(FIRST_DAY + (n * 4 + (location.id % 3)) * DAY_MS),
      dishes: [...new Set([dishes[(n * 3) % dishes.length]!, dishes[(n * 3 + 5) % dishes.length]!])],
      tipPercent: n % 2 === 0 ? 18 : 0,
    };
  });
  const orderIds = await insertDemoOrders(tx, place, rated);
  await tx.insert(feedback).values(
    rated.map((order, n) => ({
      orderId: orderIds[n]!,
      locationId: location.id,
      customerId: order.customerId,
      rating: stars[n]!,
      answers: answersFor(questions, stars[n]!, n),
      // Given two hours after the order was placed.
      createdAt: new Date(order.placedAt.getTime() + 2 * 60 * 60 * 1000),
    })),
  );
  const [{ mean, count }] = (await tx
    .select({ mean: sql<string>`avg(${feedback.rating})`, count: sql<number>`count(${feedback.rating})::int` })
    .from(feedback)
    .where(and(eq(feedback.locationId, location.id), isNotNull(feedback.rating)))) as [{ mean: string; count: number }];
  await tx
    .update(merchantLocations)
    .set({ rating: Math.round(Number(mean) * 10) / 10, ratingCount: count })
    .where(eq(merchantLocations.id, location.id));
}

export async function seedDemoFeedback(tx: Transaction): Promise<void> {
  const places = await tx
    .select({ location: merchantLocations, orderTypeId: orderTypes.id })
    .from(merchantLocations)
    .innerJoin(orderTypes, and(eq(orderTypes.locationId, merchantLocations.id), eq(orderTypes.menuType, "pickup")))
    .orderBy(asc(merchantLocations.id));
  const locations = await tx.select({ id: merchantLocations.id }).from(merchantLocations);
  for (const { id } of locations) await askHouseQuestions(tx, id);
  const rated = new Set((await tx.selectDistinct({ id: feedback.locationId }).from(feedback)).map((r) => r.id));
  const toRate = places.filter((p, i) => !rated.has(p.location.id) && places.findIndex((q) => q.location.id === p.location.id) === i);
  if (toRate.length === 0) return;
  const diners = await demoDiners(tx);
  for (const place of toRate) await rateRestaurant(tx, place, OVERALL_STARS[place.location.id % OVERALL_STARS.length]!, diners);
}
