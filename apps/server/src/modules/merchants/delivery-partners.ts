/** The delivery partners a restaurant rides with, set by its staff through the delivery module (issue 25: it writes no merchants table). */
import { eq } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { merchantLocations } from "../../db/schema/merchants";

/** The partners a restaurant delivers with, in its order of preference. */
export async function setDeliveryPartners(executor: Executor, locationId: number, partners: string[]): Promise<void> {
  await executor.update(merchantLocations).set({ locationDeliveryProviders: partners }).where(eq(merchantLocations.id, locationId));
}
