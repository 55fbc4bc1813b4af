/**
 * The host stand (beyond the spec, under /staff): the day's book and the tables (the line: staff-waitlist.routes.ts); notify, seat, finish,
 * no-show, cancel and walk-ins, and a booking's history of them. JSON, for staff of the restaurant only; a move the state machine refuses is a 409.
 */

import { bookingSchema } from "@forkful/contracts/bookings";
import {
  staffBookingParamsSchema,
  staffCancelBodySchema,
  staffNotifyBodySchema,
  staffReservationsAnswerSchema,
  staffReservationsQuerySchema,
  staffSeatBodySchema,
  staffTableParamsSchema,
  staffTablesAnswerSchema,
  staffWalkInBodySchema,
} from "@forkful/contracts/staff-tables";
import { staffHistoryAnswerSchema } from "@forkful/contracts/staff-team";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { requireStaff } from "../../plugins/caller";
import { jsonCall } from "../../plugins/envelope";
import { addWalkIn } from "./add-walk-in";
import { bookingHistory } from "./booking-history";
import { clearTable } from "./clear-table";
import { finishVisit } from "./finish-visit";
import type { FloorDeps } from "./floor-deps";
import { markNoShow } from "./mark-no-show";
import { notifyParty } from "./notify-party";
import { seatParty } from "./seat-party";
import { staffBook } from "./staff-book";
import { staffCancelBooking } from "./staff-cancel-booking";
import { staffTables } from "./staff-tables";

const tag = "staff";
const security = [{ bearer: [] }];
const params = staffBookingParamsSchema;

/** The day's book and the floor plan: what the host stand reads, and a table laid again. */
async function floorPlanRoutes(app: FastifyInstance, deps: FloorDeps) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    "/staff/reservations",
    jsonCall(tag, "The day's reservations (the restaurant's own day), by start", {
      security,
      querystring: staffReservationsQuerySchema,
      answer: staffReservationsAnswerSchema,
    }),
    async (request) => staffBook(deps, request.query, requireStaff(request)),
  );

  routes.get(
    "/staff/tables",
    jsonCall(
      tag,
      "Every table: its state (free, held, seated, ordering, eating, paying, needs clearing), its party and tab, its next reservation today",
      {
        security,
        answer: staffTablesAnswerSchema,
      },
    ),
    async (request) => staffTables(deps, requireStaff(request)),
  );

  routes.post(
    "/staff/tables/:tableId/cleared",
    jsonCall(tag, "A table that needed clearing (its bill paid, the party gone) is laid again: the visit ends and the table is free", {
      security,
      params: staffTableParamsSchema,
      answer: bookingSchema,
    }),
    async (request) => clearTable(deps, request.params, requireStaff(request)),
  );
}

export async function staffFloorRoutes(app: FastifyInstance, deps: FloorDeps) {
  await floorPlanRoutes(app, deps);
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    "/staff/bookings/:reservationId/notify",
    jsonCall(tag, "Tell a waiting party its table is ready (SMS), holding the table named", {
      security,
      params,
      body: staffNotifyBodySchema,
      answer: bookingSchema,
    }),
    async (request) => notifyParty(deps, { ...request.params, ...request.body }, requireStaff(request)),
  );

  routes.post(
    "/staff/bookings/:reservationId/seat",
    jsonCall(tag, "Seat a waiting or notified party at a free table (or the one it holds)", {
      security,
      params,
      body: staffSeatBodySchema,
      answer: bookingSchema,
    }),
    async (request) => seatParty(deps, { ...request.params, ...request.body }, requireStaff(request)),
  );

  routes.post(
    "/staff/bookings/:reservationId/finish",
    jsonCall(tag, "A seated party has left: the visit is complete and the table free", { security, params, answer: bookingSchema }),
    async (request) => finishVisit(deps, request.params, requireStaff(request)),
  );

  routes.post(
    "/staff/bookings/:reservationId/no-show",
    jsonCall(tag, "Mark a party that did not come (a reservation only after its grace time)", { security, params, answer: bookingSchema }),
    async (request) => markNoShow(deps, request.params, requireStaff(request)),
  );

  routes.post(
    "/staff/bookings/:reservationId/cancel",
    jsonCall(tag, "Cancel a waiting or notified booking, with a reason", {
      security,
      params,
      body: staffCancelBodySchema,
      answer: bookingSchema,
    }),
    async (request) => staffCancelBooking(deps, { ...request.params, ...request.body }, requireStaff(request)),
  );

  routes.get(
    "/staff/bookings/:reservationId/history",
    jsonCall(tag, "What staff did to a booking (notify, seat, finish, no-show, cancel, walk-in), with who and when, newest first", {
      security,
      params,
      answer: staffHistoryAnswerSchema,
    }),
    async (request) => bookingHistory(deps, request.params, requireStaff(request)),
  );

  routes.post(
    "/staff/walk-ins",
    jsonCall(tag, "A party at the host stand: into the line, or seated at once at a table", {
      security,
      body: staffWalkInBodySchema,
      answer: bookingSchema,
      status: 201,
    }),
    async (request, reply) => {
      const booking = await addWalkIn(deps, request.body, requireStaff(request));
      reply.status(201);
      return booking;
    },
  );
}
