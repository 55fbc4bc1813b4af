/** Topping up a diner's wallet (the development route; in production a wallet grows by refunds and credits). */
import { MAX_WALLET_BALANCE, WALLET_FULL } from "@forkful/contracts/money-limits";
import { BadRequestError, NotFoundError } from "../../lib/domain-errors";
import type { CustomersDeps } from "./customers-deps";

export async function creditWallet(
  deps: Pick<CustomersDeps, "customers">,
  { customerId, amount }: { customerId: string; amount: number },
): Promise<{ walletAmount: number }> {
  const walletAmount = await deps.customers.creditWallet(customerId, amount, MAX_WALLET_BALANCE);
  if (walletAmount !== null) return { walletAmount };
  if (!(await deps.customers.findById(customerId))) throw new NotFoundError("No such customer");
  throw new BadRequestError(WALLET_FULL);
}
