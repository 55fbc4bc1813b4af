/** Drizzle queries for feedback and each restaurant's feedback questions. No rules here. */
import { and, asc, desc, eq, isNotNull, lt, sql } from "drizzle-orm";
import type { Database, Executor } from "../../db/client";
import { feedback, feedbackQuestions } from "../../db/schema/feedback";
import { dinersByIds } from "../customers/public";

export type FeedbackRow = typeof feedback.$inferSelect;
export type NewFeedbackRow = typeof feedback.$inferInsert;
export type FeedbackQuestionRow = typeof feedbackQuestions.$inferSelect;
export type FeedbackWithDiner = FeedbackRow & { customerName: string; phone: string | null };

/** Each feedback with the name of the diner who gave it (the customers module's). */
async function withDiners(ex: Executor, rows: FeedbackRow[]): Promise<FeedbackWithDiner[]> {
  const diners = await dinersByIds(
    ex,
    rows.map((r) => r.customerId),
  );
  return rows.flatMap((row) => {
    const diner = diners.get(row.customerId);
    return diner ? [{ ...row, customerName: diner.fullName, phone: diner.phoneNumber }] : [];
  });
}

export function createFeedbackRepository(db: Database) {
  return {
    /** Runs work in one transaction; the operation that needs one opens it. */
    /** Reads outside a transaction. */
    db: db as Executor,
    transaction: <T>(work: (tx: Executor) => Promise<T>) => db.transaction(work),

    /** The restaurant's questions as asked now, in order. */
    activeQuestions(ex: Executor, locationId: number): Promise<FeedbackQuestionRow[]> {
      return ex
        .select()
        .from(feedbackQuestions)
        .where(and(eq(feedbackQuestions.locationId, locationId), eq(feedbackQuestions.active, true)))
        .orderBy(asc(feedbackQuestions.sortOrder), asc(feedbackQuestions.id));
    },

    async ofOrder(ex: Executor, orderId: string): Promise<FeedbackWithDiner | null> {
      const rows = await ex.select().from(feedback).where(eq(feedback.orderId, orderId));
      return (await withDiners(ex, rows))[0] ?? null;
    },

    async byId(ex: Executor, id: string): Promise<FeedbackWithDiner | null> {
      return (await withDiners(ex, await ex.select().from(feedback).where(eq(feedback.id, id))))[0] ?? null;
    },

    /** Holds the feedback's row until the transaction ends. */
    async lock(ex: Executor, id: string): Promise<FeedbackRow | null> {
      const [row] = await ex.select().from(feedback).where(eq(feedback.id, id)).for("update");
      return row ?? null;
    },

    async reply(ex: Executor, id: string, values: { reply: string; repliedAt: Date; repliedBy: string }): Promise<void> {
      await ex.update(feedback).set(values).where(eq(feedback.id, id));
    },

    async insert(ex: Executor, row: NewFeedbackRow): Promise<FeedbackRow> {
      const [inserted] = await ex.insert(feedback).values(row).returning();
      return inserted!;
    },

    /** One diner's feedback becomes another's. */
    async moveAll(ex: Executor, fromCustomerId: string, toCustomerId: string): Promise<void> {
      await ex.update(feedback).set({ customerId: toCustomerId }).where(eq(feedback.customerId, fromCustomerId));
    },

    /** The mean of the overall stars at a restaurant and how many gave them. */
    async starsOf(ex: Executor, locationId: number): Promise<{ mean: number; count: number }> {
      const [row] = await ex
        .select({ mean: sql<string | null>`avg(${feedback.rating})`, count: sql<number>`count(${feedback.rating})::int` })
        .from(feedback)
        .where(and(eq(feedback.locationId, locationId), isNotNull(feedback.rating)));
      return { mean: Number(row?.mean ?? 0), count: Number(row?.count ?? 0) };
    },

    /** A restaurant's feedback, newest first, given before `before` when set. */
    async ofLocation(ex: Executor, locationId: number, limit: number, before?: Date): Promise<FeedbackWithDiner[]> {
      const rows = await ex
        .select()
        .from(feedback)
        .where(and(eq(feedback.locationId, locationId), before ? lt(feedback.createdAt, before) : undefined))
        .orderBy(desc(feedback.createdAt), desc(feedback.id))
        .limit(limit);
      return withDiners(ex, rows);
    },
  };
}

export type FeedbackRepository = ReturnType<typeof createFeedbackRepository>;
