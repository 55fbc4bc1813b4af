/** Topping up a diner's wallet (the development route; in production a wallet grows by refunds and credits). */
import { MAX_WALLET_BALANCE, WALLET_FULL } from "@forkful/contracts/money-limits";
import type { Executor } from "../../db/client";
import { BadRequestError, NotFoundError } from "../../lib/domain-errors";
import { addToWalletUpTo, customerById } from "./customer-accounts";

export async function creditWallet(
  executor: Executor,
  { customerId, amount }: { customerId: string; amount: number },
): Promise<{ walletAmount: number }> {
  const walletAmount = await addToWalletUpTo(executor, customerId, amount, MAX_WALLET_BALANCE);
  if (walletAmount !== null) return { walletAmount };
  if (!(await customerById(executor, customerId))) throw new NotFoundError("No such customer");
  throw new BadRequestError(WALLET_FULL);
}
