import { addressText, type SavedAddress } from "@forkful/contracts/addresses";
import type { CustomerDetails } from "@forkful/contracts/auth";
import type { UserDetail } from "@forkful/contracts/customers";
import type { CustomerRow } from "./customers.repository";

export function toCustomerDetails(row: CustomerRow): CustomerDetails {
  return {
    customerId: row.id,
    fullName: row.fullName,
    userName: row.userName,
    email: row.email,
    mobilePhone: row.phoneNumber,
    isGuestUser: row.isGuest,
    isPromoSubscribed: row.isPromoSubscribed,
    walletAmount: row.walletAmount,
    hasPassword: row.passwordHash !== null,
  };
}

/** The profile's userLocationDetails: the saved addresses (default first), each as one line with its pin. */
export function toUserLocations(addresses: SavedAddress[]): UserDetail["userLocationDetails"] {
  return addresses.map((a) => ({ label: a.tag, address: addressText(a), lat: a.lat, lng: a.lng }));
}

export function toUserDetail(
  row: CustomerRow,
  favourites: { locations: number[]; items: number[] },
  addresses: SavedAddress[],
): UserDetail {
  return {
    userId: row.id,
    userName: row.userName,
    fullName: row.fullName,
    email: row.email,
    phoneNumber: row.phoneNumber,
    tableBooking: [],
    favRestaurants: favourites.locations,
    favItems: favourites.items,
    userLocationDetails: toUserLocations(addresses),
    isPromoSubscribed: row.isPromoSubscribed,
    walletAmount: row.walletAmount,
    isGuestUser: row.isGuest,
    hasPassword: row.passwordHash !== null,
  };
}
