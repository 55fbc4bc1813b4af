/**
 * Until staff.module.ts uses ./public: the counter payment in the shape it builds it today.
 * @deprecated use collectedAtLocation and collectedAtLocationDeps from ./public
 */
import { collectedAtLocation } from "./collected-at-location";
import type { PaymentsRepository } from "./payments.repository";

export function createPaymentsService(deps: { payments: PaymentsRepository; [unused: string]: unknown }) {
  return { collectedAtLocation: (orderId: string, at: Date) => collectedAtLocation({ payments: deps.payments }, orderId, at) };
}
