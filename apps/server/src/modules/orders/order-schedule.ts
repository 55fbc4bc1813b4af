/** When a placed order is for: checked against the restaurant's hours and the event's slots, as its row stores it. */
import type { CreateOrderRequest } from "@forkful/contracts/orders";
import { BadRequestError } from "../../lib/domain-errors";
import { fromWallClock } from "../merchants/public";
import type { Quote } from "./order-quote";
import { asapAvailable, orderSlots } from "./order-scheduling";
import type { NewOrderRow } from "./orders.repository";
import { slotRulesFor } from "./slot-rules";

interface OrderSchedule {
  scheduledAt: Date | null;
  slotLabel: string | null;
}

/** The instant the order should be ready, checked against the restaurant's hours and the event's slots. */
function scheduleOf(request: CreateOrderRequest, quote: Quote, now: Date): OrderSchedule {
  const { location } = quote;
  if (quote.event) {
    const slot = quote.event.slots.find((s) => s.id === request.eventSlotId);
    if (!slot) throw new BadRequestError("Choose one of the event's slots");
    const wall = Date.parse(`${quote.event.event.eventDate}T${slot.startsAt}:00Z`);
    const startsAt = fromWallClock(wall, location.timeZoneCd);
    if (startsAt.getTime() < now.getTime() + location.defaultPickUpEta * 60_000)
      throw new BadRequestError(`${slot.label} has already begun. Choose a later slot.`);
    return { scheduledAt: startsAt, slotLabel: slot.label };
  }
  const rules = slotRulesFor(location, request.orderType, now);
  if (request.orderTimeASAP) {
    if (!asapAvailable(rules)) throw new BadRequestError(`${location.branchName} is not taking orders for now. Choose a later time.`);
    return { scheduledAt: null, slotLabel: null };
  }
  const wanted = request.scheduledAt ? new Date(request.scheduledAt).toISOString() : null;
  const slot = orderSlots(rules).find((s) => s.startsAt === wanted);
  if (!slot) throw new BadRequestError("That time is not available. Choose another.");
  return { scheduledAt: new Date(slot.startsAt), slotLabel: null };
}

/** The order's schedule as its row stores it. */
export type ScheduleColumns = Pick<NewOrderRow, "orderTimeAsap" | "scheduledAt" | "eventSlotLabel" | "etaAt">;

/** The order's schedule as its row stores it: when it is for (null: as soon as possible), its slot, and its ETA. */
export function scheduleColumnsOf(request: CreateOrderRequest, quote: Quote, now: Date): ScheduleColumns {
  const { scheduledAt, slotLabel } = scheduleOf(request, quote, now);
  const { location } = quote;
  const etaMinutes = request.orderType === "delivery" ? location.defaultDeliveryEta : location.defaultPickUpEta;
  return {
    orderTimeAsap: scheduledAt === null,
    scheduledAt,
    eventSlotLabel: slotLabel,
    etaAt: scheduledAt ?? new Date(now.getTime() + etaMinutes * 60_000),
  };
}
