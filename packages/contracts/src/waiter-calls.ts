/**
 * Call the waiter (spec §3 cart callWaiter, default 'Call Waiter'): a diner at a table calls, staff see open calls
 * live and acknowledge them ("on the way"), then close them. A repeat within the cooldown answers the same call.
 */
import { z } from "zod";
import { tableTabRequestSchema } from "./tabs";

export const CALL_WAITER_LABEL = "Call Waiter";
/** A new call for a table is taken this long after the last one; sooner, the last one answers. */
export const WAITER_CALL_COOLDOWN_SECONDS = 60;
/** Staff see acknowledged calls this long, then they close by themselves. */
export const WAITER_CALL_ACKNOWLEDGED_MINUTES = 10;
/** The diner's page asks for its open call this often, to show "on the way" once staff acknowledge it. */
export const WAITER_CALL_POLL_MS = 4_000;

export const WAITER_CALL_STATES = ["open", "acknowledged", "closed"] as const;
export type WaiterCallState = (typeof WAITER_CALL_STATES)[number];

export const WAITER_CALL_WORDS = {
  open: "Waiter called",
  acknowledged: "A waiter is on the way",
  closed: "Done",
  cooldown: (seconds: number) => `You can call again in ${seconds} s`,
  calling: "Calling…",
  failed: "The waiter could not be called. Please try again.",
} as const;

export const WAITER_CALL_REFUSALS = {
  noSuchCall: "No such call",
  alreadyClosed: "This call is already closed",
  alreadyAcknowledged: "This call is already acknowledged",
  otherLocation: "This call is at another restaurant",
} as const;

/** Staff's live list of calls (GET /staff/waiter-calls/events): a comment line this often keeps proxies from closing it. */
export const WAITER_CALLS_HEARTBEAT_MS = 25_000;

export const WAITER_CALLS_STREAM_REFUSALS = {
  perClient: "Too many live call lists are open from this address. Close one and try again.",
  busy: "Live calls are busy right now. Please try again shortly.",
} as const;

/** POST /customer/call-waiter */
export const callWaiterRequestSchema = tableTabRequestSchema.extend({
  orderId: z.string().uuid("Order ID is not valid").optional(),
});

export const waiterCallSchema = z.object({
  callId: z.string(),
  locationId: z.number().int(),
  tableId: z.string(),
  tableName: z.string(),
  orderId: z.string().nullable(),
  state: z.enum(WAITER_CALL_STATES),
  stateLabel: z.string(),
  calledAt: z.string(),
  acknowledgedAt: z.string().nullable(),
  /** When the caller may call again (ISO). */
  nextCallAt: z.string(),
});
export type WaiterCall = z.infer<typeof waiterCallSchema>;

export const waiterCallIdParamsSchema = z.object({ callId: z.string().uuid("No such call") });
export const waiterCallsAnswerSchema = z.object({ calls: z.array(waiterCallSchema) });
