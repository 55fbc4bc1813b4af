/** Drizzle queries for campaigns and event pages. No rules here; the operation that needs a transaction opens it. */
import { and, eq } from "drizzle-orm";
import type { Database, Executor } from "../../db/client";
import { campaigns } from "../../db/engagement-schema";
import { eventMenus } from "../../db/schema";

export type CampaignRow = typeof campaigns.$inferSelect;

export function createCampaignsRepository(db: Database) {
  return {
    transaction: <T>(work: (tx: Executor) => Promise<T>) => db.transaction(work),
    db: db as Executor,

    async findCampaign(ex: Executor, locationId: number, campaignId: number): Promise<CampaignRow | undefined> {
      const [row] = await ex
        .select()
        .from(campaigns)
        .where(and(eq(campaigns.locationId, locationId), eq(campaigns.id, campaignId)));
      return row;
    },

    async hasEvent(ex: Executor, locationId: number, eventSlug: string): Promise<boolean> {
      const [row] = await ex
        .select({ id: eventMenus.id })
        .from(eventMenus)
        .where(and(eq(eventMenus.locationId, locationId), eq(eventMenus.eventSlug, eventSlug)));
      return row !== undefined;
    },
  };
}
export type CampaignsRepository = ReturnType<typeof createCampaignsRepository>;
