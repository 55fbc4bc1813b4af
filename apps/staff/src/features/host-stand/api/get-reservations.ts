import { unwrap } from "@forkful/api-client/api-client";
import { staffReservationsAnswerSchema } from "@forkful/contracts/staff-tables";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { staffKeys } from "../../../shared/api/query-keys";
import { staffCall } from "../../../shared/api/staff-client";

/** GET /staff/reservations?date=: the book of one of the restaurant's own days, by start. The `line` topic refreshes it. */
export const reservationsQuery = (date: string) =>
  queryOptions({
    queryKey: staffKeys.reservations(date),
    queryFn: async ({ signal }) =>
      unwrap(
        await staffCall({ method: "GET", path: "/staff/reservations", query: { date }, schema: staffReservationsAnswerSchema, signal }),
      ).reservations,
  });

/** The day's book; waits for the day to be known (the restaurant's time zone). */
export const useReservations = (date: string | null) => useQuery({ ...reservationsQuery(date ?? ""), enabled: date !== null });
