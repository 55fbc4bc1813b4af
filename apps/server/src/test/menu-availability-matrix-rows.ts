/**
 * The authorization matrix's rows for menu availability (issue 26): the kitchen and the manager of the order's
 * restaurant read its menu and mark its dishes and options sold out; a host may not; a manager elsewhere reads their
 * own menu and finds none of this restaurant's dishes (404).
 */
import { staffMenuSchema } from "@forkful/contracts/menu-availability";
import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { menuItems, modifierOptions, modifiers } from "../db/schema/menu";
import { type Fixture, isStaffHere, type Matrix, type MatrixRow, statuses } from "./authorization-kit";

export function menuAvailabilityRows(matrix: () => Matrix): MatrixRow[] {
  const kitchenHere = statuses(401, 401, 401, 401, 200, 403, 200, 404);
  const optionOf = async (f: Fixture) => {
    const [row] = await matrix()
      .t.database.db.select({ id: modifierOptions.id })
      .from(modifierOptions)
      .innerJoin(modifiers, eq(modifiers.id, modifierOptions.modifierId))
      .innerJoin(menuItems, eq(menuItems.id, modifiers.itemId))
      .where(eq(menuItems.locationId, f.order.locationId))
      .limit(1);
    return String(row!.id);
  };
  return [
    {
      call: "GET /staff/menu",
      on: "staff",
      expected: statuses(401, 401, 401, 401, 200, 403, 200, 200),
      request: () => ({}),
      shows: (answer, caller, f) => {
        const dishes = staffMenuSchema.parse(answer.body).categories.flatMap((c) => c.dishes.map((d) => d.itemId));
        const ordered = f.order.items[0]!.itemId;
        if (isStaffHere(caller)) expect(dishes).toContain(ordered);
        else expect(dishes, `${caller} sees another restaurant's menu`).not.toContain(ordered);
      },
    },
    {
      call: "PUT /staff/menu/dishes/{itemId}",
      on: "staff",
      expected: kitchenHere,
      // Offered again: the order's dish stays as it was.
      request: (f) => ({ params: { itemId: String(f.order.items[0]!.itemId) }, body: { soldOut: null } }),
    },
    {
      call: "PUT /staff/menu/options/{optionId}",
      on: "staff",
      expected: kitchenHere,
      request: async (f) => ({ params: { optionId: await optionOf(f) }, body: { soldOut: null } }),
    },
  ];
}
