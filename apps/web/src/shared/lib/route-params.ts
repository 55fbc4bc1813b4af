/**
 * Every route parameter of spec §2 is parsed here, once. The route table runs `parseRouteParams` before a
 * page renders (an invalid parameter redirects to /notFound), and pages read the parsed values with
 * `useRouteParams`.
 */
import { MENU_TYPES } from "@forkful/contracts/merchants";
import { useParams } from "react-router";
import { z } from "zod";
import { ACCOUNT_SECTION_NAMES } from "./account-sections";

const slug = z
  .string()
  .regex(/^[A-Za-z0-9]+(?:[-_][A-Za-z0-9]+)*$/, "must be a slug")
  .max(120);
const coordinate = (min: number, max: number) =>
  z
    .string()
    .regex(/^-?\d{1,3}(?:\.\d+)?$/, "must be a number")
    .transform(Number)
    .pipe(z.number().min(min).max(max));

function isCalendarDate(text: string): boolean {
  const [y, m, d] = text.split("-").map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

export const routeParamsSchema = z
  .object({
    merchantType: slug,
    merchantSlug: slug,
    menuType: z.enum(MENU_TYPES),
    eventDate: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, "must be YYYY-MM-DD")
      .refine(isCalendarDate, "must be a real date"),
    tableId: z.string().regex(/^[A-Za-z0-9][A-Za-z0-9-]{0,39}$/, "must be a table id"),
    orderId: z.string().regex(/^[A-Za-z0-9][A-Za-z0-9-]{0,63}$/, "must be an order id"),
    /** A check-in or reservation (spec §2 /reservation/{reservationId}). */
    reservationId: z.string().uuid("must be a reservation id"),
    /** A split of a bill and a payment transaction (tracker and receipt suffixes). */
    splitId: z.string().regex(/^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/, "must be a split id"),
    transactionId: z.string().regex(/^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/, "must be a transaction id"),
    itemName: z.string().trim().min(1).max(160),
    cityName: z.string().trim().min(1).max(80),
    lat: coordinate(-90, 90),
    lng: coordinate(-180, 180),
    /** A campaign, an event's page and a short link (issue 15). */
    campaignId: z.string().regex(/^[1-9]\d{0,9}$/, "must be a campaign id"),
    eventSlug: z.string().regex(/^[a-z0-9][a-z0-9-]{0,119}$/, "must be an event slug"),
    tinyURLId: z.string().regex(/^[A-Za-z0-9-]{1,64}$/, "must be a short link"),
    /** An account sub-page: /account/{name}. */
    name: z.enum(ACCOUNT_SECTION_NAMES),
  })
  .partial()
  .strict();

export type RouteParams = z.infer<typeof routeParamsSchema>;

/** Parsed params, or null when one is invalid (or unknown to this table). The catch-all `*` is not a param. */
export function parseRouteParams(params: Record<string, string | undefined>): RouteParams | null {
  const { "*": _splat, ...named } = params;
  const result = routeParamsSchema.safeParse(named);
  return result.success ? result.data : null;
}

/** The current route's params, parsed. The route table has already refused invalid ones. */
export function useRouteParams(): RouteParams {
  return parseRouteParams(useParams()) ?? {};
}
