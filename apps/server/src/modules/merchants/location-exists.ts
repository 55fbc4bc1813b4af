/** Read function: whether a restaurant (location) of this id exists. */
import { eq } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { merchantLocations } from "../../db/schema/merchants";

export async function locationExists(executor: Executor, locationId: number): Promise<boolean> {
  const rows = await executor
    .select({ id: merchantLocations.id })
    .from(merchantLocations)
    .where(eq(merchantLocations.id, locationId))
    .limit(1);
  return rows.length > 0;
}
