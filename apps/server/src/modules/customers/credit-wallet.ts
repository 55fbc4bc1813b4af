/** Topping up a diner's wallet (the development route; in production a wallet grows by refunds and credits). */
import { NotFoundError } from "../../lib/domain-errors";
import type { CustomersDeps } from "./customers-deps";

export async function creditWallet(
  deps: Pick<CustomersDeps, "customers">,
  { customerId, amount }: { customerId: string; amount: number },
): Promise<{ walletAmount: number }> {
  const walletAmount = await deps.customers.creditWallet(customerId, amount);
  if (walletAmount === null) throw new NotFoundError("No such customer");
  return { walletAmount };
}
