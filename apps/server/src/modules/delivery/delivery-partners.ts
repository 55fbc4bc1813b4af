/**
 * The courier partners a restaurant delivers with (issue 14: "the restaurant chooses which partners it uses"), in its
 * order of preference: its manager reads them and chooses them among those this server offers (STAFF_CALL_ROLES).
 */

import type { chooseDeliveryPartnersRequestSchema, staffDeliveryPartnersSchema } from "@forkful/contracts/delivery";
import { DELIVERY_PARTNER_REFUSALS, DELIVERY_PARTNERS, type DeliveryPartner } from "@forkful/contracts/delivery";
import type { z } from "zod";
import { BadRequestError, NotFoundError } from "../../lib/domain-errors";
import type { StaffCaller } from "../../plugins/caller";
import type { DeliveryDeps } from "./delivery-deps";

type PartnersAnswer = z.infer<typeof staffDeliveryPartnersSchema>;
type PartnersDeps = Pick<DeliveryDeps, "deliveries" | "partners">;

const available = (deps: PartnersDeps) => DELIVERY_PARTNERS.filter((partner) => deps.partners.has(partner));

export async function deliveryPartnersOf(deps: PartnersDeps, staff: StaffCaller): Promise<PartnersAnswer> {
  const found = await deps.deliveries.location(staff.locationId);
  if (!found) throw new NotFoundError("No such restaurant");
  const partners = found.location.locationDeliveryProviders.filter((p): p is DeliveryPartner =>
    (DELIVERY_PARTNERS as readonly string[]).includes(p),
  );
  return { partners, available: available(deps) };
}

export async function chooseDeliveryPartners(
  deps: PartnersDeps,
  request: z.infer<typeof chooseDeliveryPartnersRequestSchema>,
  staff: StaffCaller,
): Promise<PartnersAnswer> {
  const missing = request.partners.find((partner) => !deps.partners.has(partner));
  if (missing) throw new BadRequestError(DELIVERY_PARTNER_REFUSALS.notAvailable(missing));
  await deps.deliveries.choosePartners(staff.locationId, request.partners);
  return deliveryPartnersOf(deps, staff);
}
