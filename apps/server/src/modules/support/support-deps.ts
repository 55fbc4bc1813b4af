/** What the support operations are built from, and the mapper from a stored request to the one the API shows. */
import type { StaffSupportRequest, SupportRequest } from "@forkful/contracts/support";
import type { Database } from "../../db/client";
import type { DomainEvents } from "../../integrations/events/domain-events";
import type { SmsSender } from "../../integrations/sms/sms-sender";
import type { Clock } from "../../lib/clock";
import type { SupportRepository, SupportRequestRecord } from "./support.repository";

export interface SupportDeps {
  support: SupportRepository;
  /** The order a request is about is read from it, through the orders module. */
  db: Database;
  sms: SmsSender;
  clock: Clock;
  /** A request made or answered tells its restaurant's live feed. */
  events: DomainEvents;
  log: { warn(details: object, message: string): void };
}

export function toSupportRequest({ request, restaurantName, timeZone }: SupportRequestRecord): SupportRequest {
  return {
    id: request.id,
    customerId: request.customerId,
    locationId: request.locationId,
    restaurantName,
    timeZone,
    orderId: request.orderId,
    topic: request.topic,
    message: request.message,
    state: request.state,
    answer: request.answer,
    answeredAt: request.answeredAt?.toISOString() ?? null,
    createdAt: request.createdAt.toISOString(),
  };
}

export const toStaffSupportRequest = (record: SupportRequestRecord): StaffSupportRequest => ({
  ...toSupportRequest(record),
  customerName: record.customerName,
  phone: record.phone,
});
