/** The profile screen's changes: a delivery location, a favourite restaurant, the email, promotions. */
import type { UserDetail } from "@forkful/contracts/customers";
import { NotFoundError } from "../../lib/domain-errors";
import type { CustomerChanges } from "./customers.repository";
import type { CustomersDeps } from "./customers-deps";
import { existingCustomer, saveCustomer } from "./customers-deps";
import { refuseLinked } from "./linked-conflict";
import { profileOf } from "./show-profile";

export interface ProfileUpdate {
  customerLocation?: { label: string; address: string; lat: number; lng: number };
  favoriteMerchantLocationRequest?: { locationId: number; isFavorite: boolean };
  email?: string;
  isPromoSubscribed?: boolean;
}

/** A diner keeps their last 20 locations, the newest first. */
const KEPT_LOCATIONS = 20;

export async function updateProfile(
  deps: Pick<CustomersDeps, "customers">,
  { customerId, ...update }: ProfileUpdate & { customerId: string },
): Promise<UserDetail> {
  const { customers } = deps;
  let row = await existingCustomer(customers, customerId);
  // Everything that can refuse is checked before anything is written, so a refusal changes nothing.
  const favourite = update.favoriteMerchantLocationRequest;
  if (favourite && !(await customers.locationExists(favourite.locationId))) {
    throw new NotFoundError(`No restaurant has the id ${favourite.locationId}`);
  }
  await refuseLinked(customers, customerId, { email: update.email });
  const changes: CustomerChanges = {};
  if (update.email !== undefined) changes.email = update.email;
  if (update.isPromoSubscribed !== undefined) changes.isPromoSubscribed = update.isPromoSubscribed;
  if (update.customerLocation) {
    const others = row.locationDetails.filter((l) => l.address !== update.customerLocation!.address);
    changes.locationDetails = [update.customerLocation, ...others].slice(0, KEPT_LOCATIONS);
  }
  if (Object.keys(changes).length) row = await saveCustomer(customers, customerId, changes);
  if (favourite && !(await customers.setFavouriteLocation(customerId, favourite.locationId, favourite.isFavorite))) {
    throw new NotFoundError(`No restaurant has the id ${favourite.locationId}`);
  }
  return profileOf(deps, row);
}
