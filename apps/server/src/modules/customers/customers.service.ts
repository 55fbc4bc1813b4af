/** Profile rules: reading and changing one's own profile, 'linked' conflicts, verified mobile changes. */
import { AUTH_TEXTS, type CustomerDetails } from "@forkful/contracts/auth";
import type { UserDetail } from "@forkful/contracts/customers";
import { toE164 } from "@forkful/contracts/phone";
import { BadRequestError, NotFoundError } from "../../lib/domain-errors";
import { hashPassword, verifyPassword } from "../../lib/password-hash";
import type { OtpService } from "../auth/otp.service";
import { toCustomerDetails, toUserDetail } from "./customer-mapper";
import { type CustomerChanges, type CustomerRow, type CustomersRepository, UniqueViolation } from "./customers.repository";

const LINKED_TEXT: Record<string, string> = {
  customers_phone_idx: AUTH_TEXTS.mobileLinked,
  customers_email_idx: AUTH_TEXTS.emailLinked,
  customers_user_name_idx: AUTH_TEXTS.userNameLinked,
};

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

export function createCustomersService(deps: { repository: CustomersRepository; otp: OtpService }) {
  const { repository, otp } = deps;

  async function existing(customerId: string): Promise<CustomerRow> {
    const row = await repository.findById(customerId);
    if (!row) throw new NotFoundError("No such customer");
    return row;
  }

  async function save(customerId: string, changes: CustomerChanges): Promise<CustomerRow> {
    try {
      return await repository.update(customerId, changes);
    } catch (error) {
      if (error instanceof UniqueViolation) throw new BadRequestError(LINKED_TEXT[error.constraint] ?? AUTH_TEXTS.mobileLinked);
      throw error;
    }
  }

  async function profileOf(row: CustomerRow): Promise<UserDetail> {
    return toUserDetail(row, await repository.favourites(row.id));
  }

  return {
    async profile(customerId: string): Promise<UserDetail> {
      return profileOf(await existing(customerId));
    },

    async updateProfile(customerId: string, update: ProfileUpdate): Promise<UserDetail> {
      let row = await existing(customerId);
      const changes: CustomerChanges = {};
      if (update.email !== undefined) changes.email = update.email;
      if (update.isPromoSubscribed !== undefined) changes.isPromoSubscribed = update.isPromoSubscribed;
      if (update.customerLocation) {
        const others = row.locationDetails.filter((l) => l.address !== update.customerLocation!.address);
        changes.locationDetails = [update.customerLocation, ...others].slice(0, 20);
      }
      if (Object.keys(changes).length) row = await save(customerId, changes);
      const favourite = update.favoriteMerchantLocationRequest;
      if (favourite && !(await repository.setFavouriteLocation(customerId, favourite.locationId, favourite.isFavorite))) {
        throw new NotFoundError(`No restaurant has the id ${favourite.locationId}`);
      }
      return profileOf(row);
    },

    async updateCustomer(customerId: string, update: CustomerUpdate): Promise<CustomerDetails> {
      const row = await existing(customerId);
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
          if (!update.otp) throw new BadRequestError(AUTH_TEXTS.changeMobileNeedsOtp);
          await otp.verify({ phoneNumber, purpose: "change-mobile", code: update.otp });
          changes.phoneNumber = phoneNumber;
        }
      }
      if (update.password !== undefined) {
        if (row.passwordHash && !(await verifyPassword(update.currentPassword ?? "", row.passwordHash))) {
          throw new BadRequestError("The current password is not right");
        }
        changes.passwordHash = await hashPassword(update.password);
        changes.isGuest = false;
      }
      return toCustomerDetails(await save(customerId, changes));
    },
  };
}

export type CustomersService = ReturnType<typeof createCustomersService>;
