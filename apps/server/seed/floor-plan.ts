/** Builds a demo restaurant's floor plan: tables T1..Tn numbered across its sections, in the order given. */
import type { SeedTable } from "./types";

/**
 * `sections` lists each section's tables by their seats: [[1, [2, 2, 4]], [2, [6, 8]]] gives T1..T3 in section 1 and
 * T4, T5 in section 2. `walkInsOnly` names the table numbers kept for walk-ins (not offered to online reservations).
 */
export function floorPlan(sections: [sectionId: number, seats: number[]][], walkInsOnly: number[] = []): SeedTable[] {
  let n = 0;
  return sections.flatMap(([sectionId, seats]) =>
    seats.map((seatCount) => {
      n += 1;
      return { tableId: `T${n}`, name: `Table ${n}`, sectionId, seats: seatCount, reservable: !walkInsOnly.includes(n) };
    }),
  );
}
