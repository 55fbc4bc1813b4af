/**
 * A diner's saved delivery addresses (spec §3 "delivery addresses with a selected address and tags", §7 /addresses):
 * each has an id, its customer, a tag (default Custom; Home, Work, Business), the lines a courier reads and the point
 * on the map the diner placed (the pin is the truth for the drop-off, not the typed text). One may be the default,
 * the one checkout picks first.
 */
import { z } from "zod";
import { ADDRESS_TAGS } from "./constants";
import { NOTE_LIMITS } from "./form-texts";

/** A diner keeps at most this many addresses. */
export const MAX_SAVED_ADDRESSES = 20;

export const ADDRESS_REFUSALS = {
  notFound: "No such address",
  notYours: "This address belongs to another account",
  tooMany: `You can keep up to ${MAX_SAVED_ADDRESSES} addresses. Delete one to add another.`,
  nothingToChange: "Nothing to change",
  needsPin: "Place the pin on the map where the courier should come",
} as const;

export const addressIdSchema = z.string({ message: "No such address" }).uuid("No such address");
/** PUT and DELETE /addresses/{id} */
export const addressParamsSchema = z.object({ id: addressIdSchema });

const latSchema = z
  .number({ message: ADDRESS_REFUSALS.needsPin })
  .min(-90, "lat must be between -90 and 90")
  .max(90, "lat must be between -90 and 90");
const lngSchema = z
  .number({ message: ADDRESS_REFUSALS.needsPin })
  .min(-180, "lng must be between -180 and 180")
  .max(180, "lng must be between -180 and 180");

/** What the diner writes and places: the body of POST /addresses (with the customerId) and, partly, of PUT. */
export const addressFieldsSchema = z.object({
  tag: z.enum(ADDRESS_TAGS, { message: "tag must be Custom, Home, Work or Business" }).default("Custom"),
  addressLine1: z.string().trim().min(3, "Enter the street address").max(NOTE_LIMITS.addressLine, "The street address is too long"),
  addressLine2: z.string().trim().max(NOTE_LIMITS.addressLine, "Apartment, floor is too long").optional(),
  addressLine3: z.string().trim().max(NOTE_LIMITS.addressLine, "Landmark is too long").optional(),
  city: z.string().trim().max(80, "The city is too long").optional(),
  postalCode: z.string().trim().max(16, "The postal code is too long").optional(),
  lat: latSchema,
  lng: lngSchema,
  /** The default address: checkout picks it first. Setting one clears the others'. */
  isDefault: z.boolean().optional(),
});
export type AddressFields = z.infer<typeof addressFieldsSchema>;

/** POST /addresses */
export const createAddressRequestSchema = addressFieldsSchema.extend({
  customerId: z.string().uuid("customerId is not valid").optional(),
});

/** PUT /addresses/{id}: any of the fields; at least one. */
export const updateAddressRequestSchema = addressFieldsSchema
  .partial()
  .extend({ tag: z.enum(ADDRESS_TAGS, { message: "tag must be Custom, Home, Work or Business" }).optional() })
  .refine((r) => Object.values(r).some((v) => v !== undefined), ADDRESS_REFUSALS.nothingToChange)
  .refine((r) => (r.lat === undefined) === (r.lng === undefined), { message: "lat and lng must be given together" });
export type UpdateAddressRequest = z.infer<typeof updateAddressRequestSchema>;

/** GET /addresses?customerId= */
export const addressesQuerySchema = z.object({ customerId: z.string().uuid("customerId is not valid").optional() });

export const savedAddressSchema = z.object({
  id: z.string(),
  customerId: z.string(),
  tag: z.enum(ADDRESS_TAGS),
  addressLine1: z.string(),
  addressLine2: z.string().nullable(),
  addressLine3: z.string().nullable(),
  city: z.string().nullable(),
  postalCode: z.string().nullable(),
  lat: z.number(),
  lng: z.number(),
  isDefault: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type SavedAddress = z.infer<typeof savedAddressSchema>;

/** GET /addresses answers the default first, then newest first. */
export const addressListSchema = z.array(savedAddressSchema);

/** DELETE /addresses/{id} */
export const deletedAddressSchema = z.object({ id: z.string(), deleted: z.literal(true) });

/** One line for lists and the tracker: "12 Market St, Apt 4, San Francisco". */
export function addressText(address: {
  addressLine1: string;
  addressLine2?: string | null;
  addressLine3?: string | null;
  city?: string | null;
}): string {
  return [address.addressLine1, address.addressLine2, address.addressLine3, address.city].filter((part) => part?.trim()).join(", ");
}
