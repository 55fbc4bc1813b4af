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

export function toUserDetail(row: CustomerRow, favourites: { locations: number[]; items: number[] }): UserDetail {
  return {
    userId: row.id,
    userName: row.userName,
    fullName: row.fullName,
    email: row.email,
    phoneNumber: row.phoneNumber,
    tableBooking: [],
    favRestaurants: favourites.locations,
    favItems: favourites.items,
    userLocationDetails: row.locationDetails.map((l) => ({ ...l, label: l.label as UserDetail["userLocationDetails"][number]["label"] })),
    isPromoSubscribed: row.isPromoSubscribed,
    walletAmount: row.walletAmount,
    isGuestUser: row.isGuest,
    hasPassword: row.passwordHash !== null,
  };
}
