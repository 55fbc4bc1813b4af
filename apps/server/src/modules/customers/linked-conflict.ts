/** 'linked' conflicts (spec §5): a mobile, email or username that already belongs to another account. */
import { REFUSALS, type Refusal } from "@forkful/contracts/refusals";
import { BadRequestError } from "../../lib/domain-errors";
import { UniqueViolation } from "./customer-accounts";
import type { CustomersRepository } from "./customers.repository";

const LINKED: Record<string, Refusal> = {
  customers_phone_idx: REFUSALS.MOBILE_LINKED,
  customers_email_idx: REFUSALS.EMAIL_LINKED,
  customers_user_name_idx: REFUSALS.USER_NAME_LINKED,
};

/** Runs a customer write, turning a unique violation (a race the checks below did not see) into the 400 'linked' answer. */
export async function withLinkedConflicts<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (error instanceof UniqueViolation) throw new BadRequestError(LINKED[error.constraint] ?? REFUSALS.MOBILE_LINKED);
    throw error;
  }
}

/**
 * Refuses with 400 'linked' when the email or username is another customer's. Checked before
 * anything is spent (an OTP) or written, so a conflict changes nothing.
 */
export async function refuseLinked(
  repository: Pick<CustomersRepository, "findByEmail" | "findByUserName">,
  customerId: string | null,
  values: { email?: string | null; userName?: string },
): Promise<void> {
  if (values.email) {
    const owner = await repository.findByEmail(values.email);
    if (owner && owner.id !== customerId) throw new BadRequestError(REFUSALS.EMAIL_LINKED);
  }
  if (values.userName) {
    const owner = await repository.findByUserName(values.userName);
    if (owner && owner.id !== customerId) throw new BadRequestError(REFUSALS.USER_NAME_LINKED);
  }
}
