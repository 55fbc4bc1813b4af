/**
 * Calls for the waiter: a diner calls from the table (POST /customer/call-waiter) and reads the call back
 * (GET /customer/call-waiter/{callId}); staff list the restaurant's calls, live (GET /staff/waiter-calls, …/events),
 * and acknowledge or close them.
 */
import {
  callWaiterRequestSchema,
  WAITER_CALLS_HEARTBEAT_MS,
  WAITER_CALLS_STREAM_REFUSALS,
  waiterCallIdParamsSchema,
  waiterCallSchema,
  waiterCallsAnswerSchema,
} from "@forkful/contracts/waiter-calls";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { TrackerLimits } from "../../lib/live-trackers";
import { callerOf, requireStaff } from "../../plugins/caller";
import { encodedCall, jsonCall } from "../../plugins/envelope";
import { createLiveStreams } from "../../plugins/live-streams";
import { callWaiter } from "./call-waiter";
import { showWaiterCall } from "./show-waiter-call";
import { staffWaiterCalls } from "./staff-waiter-calls";
import { moveWaiterCall } from "./waiter-call-moves";
import type { WaiterCallsDeps } from "./waiter-calls-deps";
import { followWaiterCalls } from "./waiter-calls-live";

const security = [{ bearer: [] }];
const params = waiterCallIdParamsSchema;

export async function waiterCallRoutes(app: FastifyInstance, deps: WaiterCallsDeps & { trackers: TrackerLimits }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const streams = createLiveStreams(app, "waiter-calls", deps.trackers, WAITER_CALLS_STREAM_REFUSALS, WAITER_CALLS_HEARTBEAT_MS);

  routes.post(
    "/customer/call-waiter",
    encodedCall("tables", "Call the waiter to a table (anyone at it): 201 a new call; 200 the table's open or recent call again", {
      body: callWaiterRequestSchema,
      answer: waiterCallSchema,
      status: [200, 201],
    }),
    async (request, reply) => {
      const { call, created } = await callWaiter(deps, request.body, callerOf(request));
      reply.status(created ? 201 : 200);
      return call;
    },
  );

  routes.get(
    "/customer/call-waiter/:callId",
    encodedCall("tables", 'A call for the waiter: its state ("on the way" once staff acknowledge it) and when the table may call again', {
      params,
      answer: waiterCallSchema,
    }),
    async (request) => showWaiterCall(deps, request.params.callId),
  );

  routes.get(
    "/staff/waiter-calls",
    jsonCall("staff", "The restaurant's open and acknowledged calls for the waiter, oldest first", {
      security,
      answer: waiterCallsAnswerSchema,
    }),
    async (request) => staffWaiterCalls(deps, requireStaff(request)),
  );

  routes.get(
    "/staff/waiter-calls/events",
    {
      config: { longLived: true },
      schema: {
        tags: ["staff"],
        summary: "Server-sent events: the restaurant's open and acknowledged calls for the waiter now and after every change",
        security,
      },
    },
    async (request, reply) => {
      const caller = requireStaff(request);
      const opened = await streams.start(request, reply, () => staffWaiterCalls(deps, caller));
      if (!opened) return reply;
      opened.stream.send("calls", opened.first);
      followWaiterCalls(deps, opened.stream, caller, opened.first);
      return reply;
    },
  );

  routes.put(
    "/staff/waiter-calls/:callId/acknowledge",
    jsonCall("staff", "Acknowledge a call: the diner reads that a waiter is on the way (a manager or a host)", {
      security,
      params,
      answer: waiterCallSchema,
    }),
    async (request) => moveWaiterCall(deps, request.params.callId, "acknowledge", requireStaff(request)),
  );

  routes.put(
    "/staff/waiter-calls/:callId/close",
    jsonCall("staff", "Close an open or acknowledged call (a manager or a host)", { security, params, answer: waiterCallSchema }),
    async (request) => moveWaiterCall(deps, request.params.callId, "close", requireStaff(request)),
  );
}
