/**
 * POST /support/createSupportRequest: a diner asks a restaurant for help, about one of their orders (the order's
 * restaurant is asked) or about the restaurant they chose. The diner's requestKey makes a retry answer the same request;
 * the diner's row is locked so two sends of one key (or past the open limit) take turns, and the unique index backs it.
 */
import { MESSAGES } from "@forkful/contracts/messages";
import { type CreateSupportRequest, SUPPORT_LIMITS, SUPPORT_REFUSALS, type SupportRequest } from "@forkful/contracts/support";
import { z } from "zod";
import type { Executor } from "../../db/client";
import { ConflictError, NotFoundError, UnauthorizedError } from "../../lib/domain-errors";
import { assertOwner, type Caller } from "../../plugins/caller";
import { lockDiner } from "../customers/public";
import { locationExists } from "../merchants/public";
import { orderRecord } from "../orders/public";
import { type SupportDeps, toSupportRequest } from "./support-deps";

export type NewSupportRequest = Omit<CreateSupportRequest, "customerId">;

const isUuid = (value: string) => z.uuid().safeParse(value).success;

/** The restaurant the request goes to: the order's (when it is the caller's), else the one chosen. */
async function restaurantAsked(deps: SupportDeps, ex: Executor, input: NewSupportRequest, caller: Caller): Promise<number> {
  if (input.orderId) {
    const record = isUuid(input.orderId) ? await orderRecord(deps.db, input.orderId) : null;
    if (!record) throw new NotFoundError(MESSAGES.noSuchOrder);
    assertOwner(record.order.customerId, caller, SUPPORT_REFUSALS.notYourOrder);
    return record.order.locationId;
  }
  const locationId = input.locationId!;
  if (!(await locationExists(ex, locationId))) throw new NotFoundError(SUPPORT_REFUSALS.noRestaurant);
  return locationId;
}

export async function createSupportRequest(
  deps: SupportDeps,
  input: NewSupportRequest,
  caller: Caller,
): Promise<{ created: boolean; request: SupportRequest }> {
  const { support } = deps;
  const locationId = await restaurantAsked(deps, support.db, input, caller);
  const { customerId } = caller;
  const requestKey = input.requestKey ?? null;
  const outcome = await support.transaction(async (tx) => {
    if (!(await lockDiner(tx, customerId))) throw new UnauthorizedError();
    const earlier = requestKey ? await support.findByKey(tx, customerId, requestKey) : null;
    if (earlier) return { created: false, record: earlier };
    if ((await support.countOpenOf(tx, customerId)) >= SUPPORT_LIMITS.maxOpenPerDiner) throw new ConflictError(SUPPORT_REFUSALS.tooMany);
    const id = await support.insert(tx, {
      customerId,
      locationId,
      orderId: input.orderId ?? null,
      topic: input.topic,
      message: input.message,
      requestKey,
    });
    const record = id ? await support.find(tx, id) : await support.findByKey(tx, customerId, requestKey!);
    return { created: id !== null, record: record! };
  });
  const request = toSupportRequest(outcome.record);
  if (outcome.created) await deps.events.publish("supportRequest", { requestId: request.id, locationId });
  return { created: outcome.created, request };
}
