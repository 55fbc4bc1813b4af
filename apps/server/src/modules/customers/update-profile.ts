/** The profile screen's changes: a delivery location, a favourite restaurant, the email, promotions. */
import type { UserDetail } from "@forkful/contracts/customers";
import { NotFoundError } from "../../lib/domain-errors";
import { type ProfileLocation, saveProfileLocation } from "../addresses/public";
import { setFavouriteRestaurant } from "../favourites/public";
import { locationExists } from "../merchants/public";
import type { CustomerChanges } from "./customers.repository";
import type { CustomersDeps } from "./customers-deps";
import { existingCustomer, saveCustomer } from "./customers-deps";
import { refuseLinked } from "./linked-conflict";
import { profileOf } from "./show-profile";

export interface ProfileUpdate {
  customerLocation?: ProfileLocation;
  favoriteMerchantLocationRequest?: { locationId: number; isFavorite: boolean };
  email?: string;
  isPromoSubscribed?: boolean;
}

export async function updateProfile(
  deps: Pick<CustomersDeps, "db" | "customers" | "addresses">,
  { customerId, ...update }: ProfileUpdate & { customerId: string },
): Promise<UserDetail> {
  const { customers } = deps;
  let row = await existingCustomer(customers, customerId);
  // Everything that can refuse is checked before anything is written, so a refusal changes nothing.
  const favourite = update.favoriteMerchantLocationRequest;
  if (favourite && !(await locationExists(deps.db, favourite.locationId))) {
    throw new NotFoundError(`No restaurant has the id ${favourite.locationId}`);
  }
  await refuseLinked(customers, customerId, { email: update.email });
  const changes: CustomerChanges = {};
  if (update.email !== undefined) changes.email = update.email;
  if (update.isPromoSubscribed !== undefined) changes.isPromoSubscribed = update.isPromoSubscribed;
  // The location goes into the address book first: a full book (409) refuses before the other fields are written.
  if (update.customerLocation) await saveProfileLocation(deps.addresses, customerId, update.customerLocation);
  if (Object.keys(changes).length) row = await saveCustomer(customers, customerId, changes);
  if (favourite && !(await setFavouriteRestaurant(deps.db, customerId, favourite.locationId, favourite.isFavorite))) {
    throw new NotFoundError(`No restaurant has the id ${favourite.locationId}`);
  }
  return profileOf(deps, row);
}
