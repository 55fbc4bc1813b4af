/**
 * The calls a check-in and a reservation share (spec §7): make one (POST /customer/reservations, payload in the query
 * param data), read it (POST /customer/reservationId/v2), cancel it (PUT /customer/cancel-table?user=customer); and,
 * beyond the spec, a ready party's answer (POST /customer/reservations/{reservationId}/answer).
 */
import {
  bookingAnswerSchema,
  bookingKindOf,
  bookingLookupSchema,
  bookingParamsSchema,
  bookingRequestSchema,
  bookingSchema,
  cancelBookingRequestSchema,
  cancelTableQuerySchema,
  partyAnswerRequestSchema,
} from "@forkful/contracts/bookings";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { callerOf } from "../../plugins/caller";
import { encodedCall } from "../../plugins/envelope";
import { answerTableReady, checkIn, showBooking } from "../waitlist/public";
import { cancelBooking } from "./cancel-booking";
import type { ReservationsDeps } from "./reservations-deps";
import { reserveTable } from "./reserve-table";

const tag = "tables";

export async function bookingRoutes(app: FastifyInstance, deps: ReservationsDeps) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    "/customer/reservations",
    encodedCall(
      tag,
      "Check in to the waitlist (no reservationDate; with tableId at that table) or reserve a table (idempotent per idempotencyKey)",
      {
        body: bookingRequestSchema,
        answer: bookingAnswerSchema,
        config: { encodedQuery: true },
      },
    ),
    async (request) => {
      const caller = callerOf(request);
      return bookingKindOf(request.body) === "reservation" ? reserveTable(deps, request.body, caller) : checkIn(deps, request.body, caller);
    },
  );

  routes.post(
    "/customer/reservationId/v2",
    encodedCall(tag, "One check-in or reservation, for its own diner", { body: bookingLookupSchema, answer: bookingSchema }),
    async (request) => showBooking(deps, request.body.reservationId, callerOf(request)),
  );

  routes.put(
    "/customer/cancel-table",
    encodedCall(tag, "Cancel a check-in or reservation with a reason (while it is still waiting)", {
      querystring: cancelTableQuerySchema,
      body: cancelBookingRequestSchema,
      answer: bookingSchema,
    }),
    async (request) => cancelBooking(deps, request.body, callerOf(request)),
  );

  routes.post(
    "/customer/reservations/:reservationId/answer",
    encodedCall(tag, 'A party whose table is ready answers "On my way" or "Need more time" (5 more minutes, once); the host sees it', {
      params: bookingParamsSchema,
      body: partyAnswerRequestSchema,
      answer: bookingSchema,
    }),
    async (request) => answerTableReady(deps, { ...request.params, ...request.body }, callerOf(request)),
  );
}
