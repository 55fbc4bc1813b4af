/** Whether a campaign or an event exists at a restaurant (short links point only at what exists), in the executor given. */
import { and, eq } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { campaigns } from "../../db/schema/campaigns";
import { hasEventMenu } from "../menu/public";

export async function hasCampaign(executor: Executor, locationId: number, campaignId: number): Promise<boolean> {
  const [row] = await executor
    .select({ id: campaigns.id })
    .from(campaigns)
    .where(and(eq(campaigns.locationId, locationId), eq(campaigns.id, campaignId)));
  return row !== undefined;
}

export function hasEvent(executor: Executor, locationId: number, eventSlug: string): Promise<boolean> {
  return hasEventMenu(executor, locationId, eventSlug);
}
