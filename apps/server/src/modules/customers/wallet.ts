/**
 * The diners' wallets: the one place a balance moves (orders redeem from it and give back to it; the development route
 * tops it up). One rule: new money (a top-up) keeps the balance at most MAX_WALLET_BALANCE and is refused past it;
 * money an order took and gives back (a cancelled, released or repriced order) always comes back, even above the cap,
 * so nothing a diner had is lost.
 */
import { MAX_WALLET_BALANCE, WALLET_FULL } from "@forkful/contracts/money-limits";
import type { Executor } from "../../db/client";
import { BadRequestError, NotFoundError } from "../../lib/domain-errors";
import { addToWallet, takeFromWallet, walletRow } from "./wallet.repository";

/** Why money enters a wallet: a top-up is new money (capped); a give-back returns what an order redeemed (never refused). */
export type WalletCreditReason = "top-up" | "give-back";

/**
 * Adds `amount` to the diner's wallet and answers the new balance. A top-up past MAX_WALLET_BALANCE is a 400
 * (WALLET_FULL); an unknown diner a 404. Runs in the caller's transaction when given one (orders give back under the
 * order's lock); a give-back of nothing takes no lock.
 */
export async function creditWallet(
  executor: Executor,
  customerId: string,
  amount: number,
  reason: WalletCreditReason,
): Promise<{ walletAmount: number }> {
  if (reason === "give-back" && amount <= 0) return { walletAmount: (await existingWallet(executor, customerId)).amount };
  const walletAmount = await addToWallet(executor, customerId, amount, reason === "top-up" ? MAX_WALLET_BALANCE : null);
  if (walletAmount !== null) return { walletAmount };
  await existingWallet(executor, customerId);
  throw new BadRequestError(WALLET_FULL);
}

/**
 * Takes `amount` from the diner's wallet; false when it holds less (nothing is taken). Nothing to take always succeeds.
 * Must run in the caller's transaction (placing an order takes the wallet with the stock, all or nothing).
 */
export async function debitWallet(executor: Executor, customerId: string, amount: number): Promise<boolean> {
  if (amount === 0) return true;
  return takeFromWallet(executor, customerId, amount);
}

/** The diner's balance and mobile number (the number's country sets the wallet's currency); nothing for an unknown diner. */
export async function walletOf(executor: Executor, customerId: string): Promise<{ amount: number; phoneNumber: string | null }> {
  return (await walletRow(executor, customerId)) ?? { amount: 0, phoneNumber: null };
}

async function existingWallet(executor: Executor, customerId: string): Promise<{ amount: number; phoneNumber: string | null }> {
  const row = await walletRow(executor, customerId);
  if (!row) throw new NotFoundError("No such customer");
  return row;
}
