/** DELETE /addresses/{id}: removes the caller's address; when it was the default, the newest one left becomes the default. */
import type { Caller } from "../../plugins/caller";
import { addressRows } from "./addresses.repository";
import { type AddressesDeps, callersAddress } from "./addresses-deps";

export async function deleteAddress(deps: AddressesDeps, id: string, caller: Caller): Promise<{ id: string; deleted: true }> {
  await deps.db.transaction(async (tx) => {
    await deps.lockDiner(tx, caller.customerId);
    const row = await callersAddress(deps, tx, id, caller);
    await addressRows.remove(tx, id);
    if (!row.isDefault) return;
    const newest = await addressRows.newestOf(tx, caller.customerId);
    if (newest) await addressRows.update(tx, newest.id, { isDefault: true });
  });
  return { id, deleted: true };
}
