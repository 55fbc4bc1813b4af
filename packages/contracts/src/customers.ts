/** Profile and customer schemas: spec §3 "User detail" and the customer calls of §7. */
import { z } from "zod";
import { customerDetailsSchema, emailSchema, fullNameSchema, otpSchema, passwordSchema } from "./auth";
import { ADDRESS_TAGS } from "./constants";
import { NOTE_LIMITS } from "./form-texts";
import { MAX_WALLET_TOP_UP, WALLET_TOP_UP_TOO_LARGE } from "./money-limits";

export const customerIdSchema = z.string({ message: "customerId is required" }).uuid("customerId is not valid");

export const userLocationSchema = z.object({
  label: z.enum(ADDRESS_TAGS).default("Custom"),
  address: z.string().trim().min(3).max(NOTE_LIMITS.savedAddress),
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180),
});

/** The new address form: a label and the address as written (its position comes from the map, not the diner's typing). */
export const addressFormSchema = z.object({
  label: z.enum(ADDRESS_TAGS),
  address: z
    .string()
    .trim()
    .min(3, "Enter the address, with the street and number")
    .max(NOTE_LIMITS.savedAddress, "Enter the address, with the street and number"),
});

/** The profile answer (spec §3 "User detail"). */
export const userDetailSchema = z.object({
  userId: z.string(),
  userName: z.string().nullable(),
  fullName: z.string(),
  email: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  tableBooking: z.array(z.unknown()),
  favRestaurants: z.array(z.number().int()),
  favItems: z.array(z.number().int()),
  userLocationDetails: z.array(userLocationSchema),
  isPromoSubscribed: z.boolean(),
  walletAmount: z.number().int(),
  isGuestUser: z.boolean(),
  hasPassword: z.boolean(),
});
export type UserDetail = z.infer<typeof userDetailSchema>;

/** POST /customer/profile/v2 */
export const profileFetchRequestSchema = z.object({ id: customerIdSchema });

/** PUT /customer/profile/v2 */
export const profileUpdateRequestSchema = z
  .object({
    customerId: customerIdSchema,
    customerLocation: userLocationSchema.optional(),
    favoriteMerchantLocationRequest: z
      .object({
        customerId: customerIdSchema,
        locationId: z.number().int().positive().max(2_147_483_647, "No such locationId"),
        isFavorite: z.boolean().default(true),
      })
      .optional(),
    email: emailSchema.optional(),
    isPromoSubscribed: z.boolean().optional(),
  })
  .refine(
    (r) => r.customerLocation || r.favoriteMerchantLocationRequest || r.email !== undefined || r.isPromoSubscribed !== undefined,
    "Nothing to update",
  );

export const userNameSchema = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z][a-z0-9._-]{2,31}$/, "A username has 3 to 32 letters, digits, dots, dashes or underscores and starts with a letter");

/** PUT /api/v2/customers (JSON) */
export const customerUpdateBodySchema = z
  .object({
    customerId: customerIdSchema,
    fullName: fullNameSchema.optional(),
    userName: userNameSchema.optional(),
    email: emailSchema.nullable().optional(),
    mobilePhone: z.string().max(24).optional(),
    countryCode: z.enum(["+1", "+91"]).default("+1"),
    /** The code sent to a new mobile number. */
    otp: otpSchema.optional(),
    password: passwordSchema.optional(),
    currentPassword: z.string().max(128).optional(),
  })
  .refine(
    (r) =>
      r.fullName !== undefined ||
      r.userName !== undefined ||
      r.email !== undefined ||
      r.mobilePhone !== undefined ||
      r.password !== undefined,
    "Nothing to update",
  );

export type CustomerUpdateBody = z.infer<typeof customerUpdateBodySchema>;
export const customerUpdateAnswerSchema = z.object({ customerDetails: customerDetailsSchema });

/** POST /dev/wallet-credit (development and tests only): a diner tops up their own wallet. */
export const walletCreditRequestSchema = z.object({
  customerId: z.string().uuid("customerId is not valid"),
  /** minor units */
  amount: z.number().int("amount is in minor units").min(1).max(MAX_WALLET_TOP_UP, WALLET_TOP_UP_TOO_LARGE),
});
export const walletCreditAnswerSchema = z.object({ walletAmount: z.number().int() });

/**
 * The profile's personal details form: full name, username and email as typed. An empty username is left as it
 * is; an empty email removes it (null).
 */
export const personalDetailsFormSchema = z.object({
  fullName: fullNameSchema,
  userName: z
    .string()
    .trim()
    .pipe(z.union([z.literal(""), userNameSchema])),
  email: z
    .string()
    .trim()
    .pipe(z.union([z.literal(""), emailSchema]))
    .transform((email) => email || null),
});
