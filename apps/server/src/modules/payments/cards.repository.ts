/** Drizzle queries for saved cards. No rules here. */
import { and, asc, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { payments, savedCards } from "../../db/schema/payments";

export type SavedCardRow = typeof savedCards.$inferSelect;

export function createCardsRepository(db: Database) {
  return {
    async cardsOf(customerId: string): Promise<SavedCardRow[]> {
      return db.select().from(savedCards).where(eq(savedCards.customerId, customerId)).orderBy(asc(savedCards.createdAt));
    },

    async card(id: string): Promise<SavedCardRow | null> {
      const [row] = await db.select().from(savedCards).where(eq(savedCards.id, id)).limit(1);
      return row ?? null;
    },

    /** Saves a card once per customer and card fingerprint; answers the saved one. */
    async saveCard(card: typeof savedCards.$inferInsert): Promise<SavedCardRow> {
      const inserted = await db.insert(savedCards).values(card).onConflictDoNothing().returning();
      if (inserted[0]) return inserted[0];
      const [existing] = await db
        .select()
        .from(savedCards)
        .where(and(eq(savedCards.customerId, card.customerId), eq(savedCards.fingerprint, card.fingerprint)))
        .limit(1);
      return existing!;
    },

    async deleteCard(id: string): Promise<void> {
      await db.update(payments).set({ savedCardId: null }).where(eq(payments.savedCardId, id));
      await db.delete(savedCards).where(eq(savedCards.id, id));
    },
  };
}

export type CardsRepository = ReturnType<typeof createCardsRepository>;
