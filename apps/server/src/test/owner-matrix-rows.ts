/**
 * The authorization matrix's rows for an owner's restaurants and the day at a glance (issue 26): a manager and an
 * owner read the restaurants they run and the day of the one they are signed in at (never the order's restaurant
 * unless it is that one); the host and the kitchen are refused (403), a diner or a guest is no staff (401).
 */
import { staffDayAnswerSchema } from "@forkful/contracts/day-at-a-glance";
import { staffRestaurantsAnswerSchema } from "@forkful/contracts/staff-owner";
import { expect } from "vitest";
import { type Answer, type CallerName, isManagerHere, type Matrix, type MatrixRow, type Statuses } from "./authorization-kit";

export function ownerRows(matrix: () => Matrix, expected: { managersOwn: Statuses }): MatrixRow[] {
  const here = (caller: CallerName, locationId: number | undefined) =>
    expect(locationId === matrix().locationId, `${caller} is at the order's restaurant`).toBe(isManagerHere(caller));
  return [
    {
      call: "GET /staff/restaurants",
      on: "staff",
      expected: expected.managersOwn,
      request: () => ({}),
      shows: (answer: Answer, caller: CallerName) => {
        const { restaurants } = staffRestaurantsAnswerSchema.parse(answer.body);
        here(caller, restaurants.find((r) => r.current)?.locationId);
        if (caller === "restaurantOwnerElsewhere") expect(restaurants.map((r) => r.locationId)).not.toContain(matrix().locationId);
      },
    },
    {
      call: "GET /staff/day",
      on: "staff",
      expected: expected.managersOwn,
      request: () => ({ query: { all: "1" } }),
      shows: (answer: Answer, caller: CallerName) => {
        const { days } = staffDayAnswerSchema.parse(answer.body);
        here(caller, days[0]?.restaurant.locationId);
        if (caller === "restaurantOwnerElsewhere") expect(days.map((d) => d.restaurant.locationId)).not.toContain(matrix().locationId);
      },
    },
  ];
}
