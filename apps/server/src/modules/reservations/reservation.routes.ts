/** The reservation calls of spec §7: the day's slots for a party, and changing a reservation. Thin: operations decide. */
import { bookingSchema, changeReservationRequestSchema, locationParamsSchema } from "@forkful/contracts/bookings";
import { reservationSlotsAnswerSchema, reservationSlotsQuerySchema } from "@forkful/contracts/floor";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { callerOf } from "../../plugins/caller";
import { encodedCall, sendCachedAnswer } from "../../plugins/envelope";
import { changeReservation } from "./change-reservation";
import { offerReservationSlots } from "./offer-reservation-slots";
import type { ReservationsDeps } from "./reservations-deps";
import { createSlotAnswers } from "./slot-answers";

const tag = "tables";

export async function reservationRoutes(app: FastifyInstance, deps: ReservationsDeps) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const slotAnswers = createSlotAnswers(deps.events, deps.clock);
  app.addHook("onClose", async () => slotAnswers.close());

  routes.get(
    "/merchants/generate-reservation-slot/:locationId",
    encodedCall(tag, "The reservation slots of a day for a party, each available or not (or why the day is closed)", {
      params: locationParamsSchema,
      querystring: reservationSlotsQuerySchema,
      answer: reservationSlotsAnswerSchema,
    }),
    async (request, reply) => {
      const { locationId } = request.params;
      const key = slotAnswers.keyOf(locationId, request.query);
      return sendCachedAnswer(reply, slotAnswers.cache, key, () => offerReservationSlots(deps, locationId, request.query));
    },
  );

  routes.post(
    "/merchants/:locationId/reservations",
    encodedCall(tag, "Change a reservation's day, time or party size (its own diner only; it keeps its id)", {
      params: locationParamsSchema,
      body: changeReservationRequestSchema,
      answer: bookingSchema,
    }),
    async (request) => changeReservation(deps, { ...request.body, locationId: request.params.locationId }, callerOf(request)),
  );
}
