/** The account's details (PUT /api/v2/customers): name, username, email, mobile number and password. */
import type { CustomerDetails } from "@forkful/contracts/auth";
import type { CustomerUpdateBody } from "@forkful/contracts/customers";
import { BadRequestError } from "../../lib/domain-errors";
import { hashPassword, verifyPassword } from "../../lib/password-hash";
import { changeMobile } from "./change-mobile";
import { toCustomerDetails } from "./customer-mapper";
import type { CustomerChanges } from "./customers.repository";
import type { CustomersDeps } from "./customers-deps";
import { existingCustomer, saveCustomer } from "./customers-deps";
import { refuseLinked } from "./linked-conflict";

export async function updateDetails(deps: CustomersDeps, { customerId, ...update }: CustomerUpdateBody): Promise<CustomerDetails> {
  const { customers } = deps;
  const row = await existingCustomer(customers, customerId);
  // Everything that can refuse is checked before the code is spent and before anything is written.
  await refuseLinked(customers, customerId, { email: update.email, userName: update.userName });
  if (update.password !== undefined && row.passwordHash && !(await verifyPassword(update.currentPassword ?? "", row.passwordHash))) {
    throw new BadRequestError("The current password is not right");
  }
  const changes: CustomerChanges = {};
  if (update.fullName !== undefined) changes.fullName = update.fullName;
  if (update.userName !== undefined) changes.userName = update.userName;
  if (update.email !== undefined) changes.email = update.email;
  if (update.mobilePhone !== undefined) {
    const phoneNumber = await changeMobile(deps, row, { ...update, mobilePhone: update.mobilePhone });
    if (phoneNumber) changes.phoneNumber = phoneNumber;
  }
  if (update.password !== undefined) {
    changes.passwordHash = await hashPassword(update.password);
    changes.isGuest = false;
  }
  return toCustomerDetails(await saveCustomer(customers, customerId, changes));
}
