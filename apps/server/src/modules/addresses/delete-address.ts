/** DELETE /addresses/{id}: removes the caller's address; when it was the default, the newest one left becomes the default. */
import type { Caller } from "../../plugins/caller";
import { type AddressesDeps, callersAddress } from "./addresses-deps";

export async function deleteAddress(deps: AddressesDeps, id: string, caller: Caller): Promise<{ id: string; deleted: true }> {
  const { addresses } = deps;
  await addresses.transaction(async (tx) => {
    await addresses.lockAddressBook(tx, caller.customerId);
    const row = await callersAddress(deps, tx, id, caller);
    await addresses.remove(tx, id);
    if (!row.isDefault) return;
    const newest = await addresses.newestOf(tx, caller.customerId);
    if (newest) await addresses.update(tx, newest.id, { isDefault: true });
  });
  return { id, deleted: true };
}
