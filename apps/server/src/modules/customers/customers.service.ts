/** Profile rules: reading and changing one's own profile, 'linked' conflicts, verified mobile changes. */
import { AUTH_TEXTS, type CustomerDetails } from "@forkful/contracts/auth";
import type { UserDetail } from "@forkful/contracts/customers";
import { toE164, walletCurrencyOf } from "@forkful/contracts/phone";
import { BadRequestError, NotFoundError } from "../../lib/domain-errors";
import { hashPassword, verifyPassword } from "../../lib/password-hash";
import type { OtpService } from "../auth/otp.service";
import { toCustomerDetails, toUserDetail } from "./customer-mapper";
import type { CustomerChanges, CustomerRow, CustomersRepository } from "./customers.repository";
import { refuseLinked, withLinkedConflicts } from "./linked-conflict";

export interface CustomerUpdate {
  fullName?: string;
  userName?: string;
  email?: string | null;
  mobilePhone?: string;
  countryCode: string;
  otp?: string;
  password?: string;
  currentPassword?: string;
}

export interface ProfileUpdate {
  customerLocation?: { label: string; address: string; lat: number; lng: number };
  favoriteMerchantLocationRequest?: { locationId: number; isFavorite: boolean };
  email?: string;
  isPromoSubscribed?: boolean;
}

export const WALLET_BLOCKS_COUNTRY_CHANGE =
  "Your wallet has a balance in your number's currency. Use it up before changing to a number of another country.";

export function createCustomersService(deps: { repository: CustomersRepository; otp: OtpService }) {
  const { repository, otp } = deps;

  async function existing(customerId: string): Promise<CustomerRow> {
    const row = await repository.findById(customerId);
    if (!row) throw new NotFoundError("No such customer");
    return row;
  }

  const save = (customerId: string, changes: CustomerChanges): Promise<CustomerRow> =>
    withLinkedConflicts(() => repository.update(customerId, changes));

  async function profileOf(row: CustomerRow): Promise<UserDetail> {
    return toUserDetail(row, await repository.favourites(row.id));
  }

  return {
    async profile(customerId: string): Promise<UserDetail> {
      return profileOf(await existing(customerId));
    },

    async updateProfile(customerId: string, update: ProfileUpdate): Promise<UserDetail> {
      let row = await existing(customerId);
      // Everything that can refuse is checked before anything is written, so a refusal changes nothing.
      const favourite = update.favoriteMerchantLocationRequest;
      if (favourite && !(await repository.locationExists(favourite.locationId))) {
        throw new NotFoundError(`No restaurant has the id ${favourite.locationId}`);
      }
      await refuseLinked(repository, customerId, { email: update.email });
      const changes: CustomerChanges = {};
      if (update.email !== undefined) changes.email = update.email;
      if (update.isPromoSubscribed !== undefined) changes.isPromoSubscribed = update.isPromoSubscribed;
      if (update.customerLocation) {
        const others = row.locationDetails.filter((l) => l.address !== update.customerLocation!.address);
        changes.locationDetails = [update.customerLocation, ...others].slice(0, 20);
      }
      if (Object.keys(changes).length) row = await save(customerId, changes);
      if (favourite && !(await repository.setFavouriteLocation(customerId, favourite.locationId, favourite.isFavorite))) {
        throw new NotFoundError(`No restaurant has the id ${favourite.locationId}`);
      }
      return profileOf(row);
    },

    async updateCustomer(customerId: string, update: CustomerUpdate): Promise<CustomerDetails> {
      const row = await existing(customerId);
      // Everything that can refuse is checked before the OTP is spent and before anything is written.
      await refuseLinked(repository, customerId, { email: update.email, userName: update.userName });
      if (update.password !== undefined && row.passwordHash && !(await verifyPassword(update.currentPassword ?? "", row.passwordHash))) {
        throw new BadRequestError("The current password is not right");
      }
      const changes: CustomerChanges = {};
      if (update.fullName !== undefined) changes.fullName = update.fullName;
      if (update.userName !== undefined) changes.userName = update.userName;
      if (update.email !== undefined) changes.email = update.email;
      if (update.mobilePhone !== undefined) {
        const phoneNumber = toE164(update.mobilePhone, update.countryCode);
        if (!phoneNumber) throw new BadRequestError(AUTH_TEXTS.invalidMobile);
        if (phoneNumber !== row.phoneNumber) {
          const owner = await repository.findByPhone(phoneNumber);
          if (owner && owner.id !== customerId) throw new BadRequestError(AUTH_TEXTS.mobileLinked);
          // The wallet holds money in the account's currency, which follows the number's country.
          if (row.walletAmount > 0 && walletCurrencyOf(phoneNumber) !== walletCurrencyOf(row.phoneNumber))
            throw new BadRequestError(WALLET_BLOCKS_COUNTRY_CHANGE);
          if (!update.otp) throw new BadRequestError(AUTH_TEXTS.changeMobileNeedsOtp);
          await otp.verify({ phoneNumber, purpose: "change-mobile", code: update.otp });
          changes.phoneNumber = phoneNumber;
        }
      }
      if (update.password !== undefined) {
        changes.passwordHash = await hashPassword(update.password);
        changes.isGuest = false;
      }
      return toCustomerDetails(await save(customerId, changes));
    },
  };
}

export type CustomersService = ReturnType<typeof createCustomersService>;
