/**
 * Placing an order (spec §4, §8, §9): a start throttle of 5000 ms (a second start inside it sends nothing), the
 * checkout attempt's idempotency key in the request, the server's message or 'Please Retry' on failure, and a menu
 * refresh 3000 ms after a placement so the menu shows the new stock.
 */
import { MENU_REFRESH_AFTER_TRIGGER_MS, START_THROTTLE_MS } from "@forkful/contracts/constants";
import { MESSAGES } from "@forkful/contracts/messages";
import type { Order } from "@forkful/contracts/orders";
import type { RefusalCode } from "@forkful/contracts/refusals";
import type { ApiResult } from "../../../shared/api/api-client";
import { createStartThrottle, type StartThrottle } from "../../../shared/lib/start-throttle";
import type { CreateOrderInput } from "./order-request";

export const PLACEMENT_FLOW = "orderPlacement";

/** The app's placement throttle: one start per 5000 ms. */
export const placementThrottle = createStartThrottle(START_THROTTLE_MS.orderPlacement);

export type PlacementOutcome =
  | { status: "throttled" }
  | { status: "placed"; order: Order }
  | { status: "failed"; message: string; code?: RefusalCode };

export interface PlacementDeps {
  throttle: StartThrottle;
  send: (request: CreateOrderInput) => Promise<ApiResult<Order>>;
  notifyError: (message: string) => void;
  /** Asks for the restaurant's menu again (its stock changed). */
  refreshMenu: (locationId: number) => void;
  schedule?: (run: () => void, ms: number) => void;
}

export async function placeOrder(request: CreateOrderInput, deps: PlacementDeps): Promise<PlacementOutcome> {
  if (!deps.throttle.tryStart(PLACEMENT_FLOW)) return { status: "throttled" };
  let message: string = MESSAGES.orderPlacementFailed;
  let code: RefusalCode | undefined;
  try {
    const result = await deps.send(request);
    if (result.ok) {
      const schedule = deps.schedule ?? ((run, ms) => setTimeout(run, ms));
      schedule(() => deps.refreshMenu(result.data.locationId), MENU_REFRESH_AFTER_TRIGGER_MS);
      return { status: "placed", order: result.data };
    }
    if (result.message && result.status !== 500) message = result.message;
    code = result.code;
  } catch {
    // No answer (network, timeout): the key is kept, so trying again cannot order twice.
  }
  deps.notifyError(message);
  return code ? { status: "failed", message, code } : { status: "failed", message };
}
