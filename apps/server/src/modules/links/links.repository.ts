/** Drizzle queries for short links, and the restaurant a link may point at (the merchants module's). No rules here; no transaction of its own. */
import { and, desc, eq, gt, isNull, or, sql } from "drizzle-orm";
import type { Database, Executor } from "../../db/client";
import { shortLinks } from "../../db/schema/links";
import { openRestaurantHasSlug, restaurantById } from "../merchants/public";

export type ShortLinkRow = typeof shortLinks.$inferSelect;
export type NewShortLinkRow = Omit<typeof shortLinks.$inferInsert, "visits">;

/** Not expired at `now`: no expiry, or one still ahead. */
const openAt = (now: Date) => or(isNull(shortLinks.expiresAt), gt(shortLinks.expiresAt, now));

export function createLinksRepository(db: Database) {
  return {
    /** The executor for reads and single writes (no operation here needs a transaction). */
    db: db as Executor,

    /** The target of an open link, counting the visit in the same statement; null when unknown or expired. */
    async visit(ex: Executor, id: string, now: Date): Promise<string | null> {
      const [row] = await ex
        .update(shortLinks)
        .set({ visits: sql`${shortLinks.visits} + 1` })
        .where(and(eq(shortLinks.id, id), openAt(now)))
        .returning({ target: shortLinks.target });
      return row?.target ?? null;
    },

    /** Whether a link of this id was ever made (expired or not). */
    async wasMade(ex: Executor, id: string): Promise<boolean> {
      const [row] = await ex.select({ id: shortLinks.id }).from(shortLinks).where(eq(shortLinks.id, id)).limit(1);
      return row !== undefined;
    },

    /** Whether an open restaurant has this slug. */
    async hasRestaurant(ex: Executor, slug: string): Promise<boolean> {
      return openRestaurantHasSlug(ex, slug);
    },

    /** The first two segments of the restaurant's pages: its type and its slug. */
    async placeOf(ex: Executor, locationId: number): Promise<{ merchantType: string; slug: string } | null> {
      const place = await restaurantById(ex, locationId);
      return place ? { merchantType: place.merchant.merchantType, slug: place.location.locationSlug } : null;
    },

    /** Inserts the link; null when its id is taken. */
    async insert(ex: Executor, values: NewShortLinkRow): Promise<ShortLinkRow | null> {
      const [row] = await ex.insert(shortLinks).values(values).onConflictDoNothing({ target: shortLinks.id }).returning();
      return row ?? null;
    },

    async findAt(ex: Executor, locationId: number, id: string): Promise<ShortLinkRow | null> {
      const [row] = await ex
        .select()
        .from(shortLinks)
        .where(and(eq(shortLinks.locationId, locationId), eq(shortLinks.id, id)));
      return row ?? null;
    },

    /** The restaurant's links, newest first. */
    listAt(ex: Executor, locationId: number): Promise<ShortLinkRow[]> {
      return ex
        .select()
        .from(shortLinks)
        .where(eq(shortLinks.locationId, locationId))
        .orderBy(desc(shortLinks.createdAt), desc(shortLinks.id));
    },

    /** Expires an open link at `now` (one already expired keeps its expiry); the link as it then is. */
    async expire(ex: Executor, locationId: number, id: string, now: Date): Promise<ShortLinkRow | null> {
      await ex
        .update(shortLinks)
        .set({ expiresAt: now })
        .where(and(eq(shortLinks.locationId, locationId), eq(shortLinks.id, id), openAt(now)));
      return this.findAt(ex, locationId, id);
    },
  };
}

export type LinksRepository = ReturnType<typeof createLinksRepository>;
