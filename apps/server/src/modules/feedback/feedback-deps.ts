/** What the feedback operations are built from, the mapper, and finding the caller's own order to give feedback on. */
import type { GivenFeedback } from "@forkful/contracts/feedback";
import { FEEDBACK_REFUSALS } from "@forkful/contracts/feedback";
import { z } from "zod";
import type { Database } from "../../db/client";
import type { DomainEvents } from "../../integrations/events/domain-events";
import type { SmsSender } from "../../integrations/sms/sms-sender";
import type { Clock } from "../../lib/clock";
import { NotFoundError } from "../../lib/domain-errors";
import { assertOwner, type Caller } from "../../plugins/caller";
import type { restaurantRatings } from "../merchants/public";
import { type OrderRecord, orderRecord } from "../orders/public";
import type { FeedbackRepository, FeedbackWithDiner } from "./feedback.repository";

export interface FeedbackDeps {
  feedback: FeedbackRepository;
  /** The order given feedback on is read from it, through the orders module. */
  db: Database;
  ratings: typeof restaurantRatings;
  clock: Clock;
  /** ratingChanged, told after a feedback is committed, so cached restaurant reads show the new rating. */
  events: DomainEvents;
  /** A manager's reply is texted to the diner. */
  sms: SmsSender;
  log: { warn(details: object, message: string): void };
}

export function toGivenFeedback(row: FeedbackWithDiner): GivenFeedback {
  return {
    id: row.id,
    orderId: row.orderId,
    locationId: row.locationId,
    rating: row.rating,
    answers: row.answers.map((a) => ({
      questionId: a.questionId,
      prompt: a.prompt,
      ...(a.stars !== undefined ? { stars: a.stars } : {}),
      ...(a.text !== undefined ? { text: a.text } : {}),
    })),
    customerName: row.customerName,
    createdAt: row.createdAt.toISOString(),
  };
}

const isUuid = (value: string) => z.uuid().safeParse(value).success;

/** The order, when it is the caller's: 404 when there is none, 401 anonymous, 403 when it is another diner's. */
export async function dinersOrder(deps: FeedbackDeps, orderId: string, caller: Caller | null): Promise<OrderRecord> {
  const record = isUuid(orderId) ? await orderRecord(deps.db, orderId) : null;
  if (!record) throw new NotFoundError(FEEDBACK_REFUSALS.noOrder);
  assertOwner(record.order.customerId, caller, FEEDBACK_REFUSALS.notYours);
  return record;
}
