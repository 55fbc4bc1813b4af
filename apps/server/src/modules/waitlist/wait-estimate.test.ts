import { defaultTurnMinutes } from "@forkful/contracts/booking-rules";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type FloorTable, learnedTurnMinutes, type PartyInLine, quoteWait, seatingTimes, type WaitSituation } from "./wait-estimate";

const NOW = new Date("2026-11-23T18:00:00Z");
const minutesAgo = (minutes: number) => new Date(NOW.getTime() - minutes * 60_000);
const free = (id: string, seats: number): FloorTable => ({ id, seats, party: null });
const situation = (parts: Partial<WaitSituation>): WaitSituation => ({
  now: NOW,
  tables: [],
  line: [],
  reservations: [],
  turnMinutes: defaultTurnMinutes,
  ...parts,
});

const tableArb = fc.record({
  seats: fc.integer({ min: 1, max: 10 }),
  party: fc.option(
    fc.record({
      guestCount: fc.integer({ min: 1, max: 10 }),
      seatedAt: fc.option(fc.integer({ min: 0, max: 240 }).map(minutesAgo)),
    }),
  ),
});
const partyArb: fc.Arbitrary<PartyInLine> = fc.record({ guestCount: fc.integer({ min: 1, max: 12 }), tableRef: fc.constant(null) });
const situationArb = fc
  .record({
    tables: fc.array(tableArb, { minLength: 1, maxLength: 8 }),
    line: fc.array(partyArb, { maxLength: 8 }),
    reservations: fc.array(
      fc.record({
        guestCount: fc.integer({ min: 1, max: 8 }),
        startsAt: fc.integer({ min: 0, max: 90 }).map((m) => new Date(NOW.getTime() + m * 60_000)),
        tableRef: fc.constant(null),
      }),
      { maxLength: 3 },
    ),
    turns: fc.array(fc.integer({ min: 20, max: 150 }), { minLength: 12, maxLength: 12 }),
  })
  .map(({ tables, line, reservations, turns }) =>
    situation({
      tables: tables.map((table, i) => ({ id: `T${i}`, ...table })),
      line,
      reservations,
      turnMinutes: (guestCount) => turns[guestCount - 1]!,
    }),
  );

describe("quoteWait", () => {
  it("quotes 0 in an empty restaurant with a free table that fits", () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 10 }), { minLength: 1, maxLength: 8 }),
        fc.integer({ min: 1, max: 10 }),
        (seats, guestCount) => {
          const tables = [...seats, guestCount].map((s, i) => free(`T${i}`, s));
          expect(quoteWait(situation({ tables }), guestCount)).toBe(0);
        },
      ),
    );
  });

  it("never quotes less when another party stands ahead", () => {
    fc.assert(
      fc.property(situationArb, partyArb, fc.nat(), fc.integer({ min: 1, max: 12 }), (base, extra, at, guestCount) => {
        const line = [...base.line];
        line.splice(at % (line.length + 1), 0, extra);
        const before = quoteWait(base, guestCount);
        const after = quoteWait({ ...base, line }, guestCount);
        if (before === null) expect(after).toBeNull();
        else expect(after).toBeGreaterThanOrEqual(before);
      }),
      { numRuns: 500 },
    );
  });

  it("waits for the table that frees first, rounded up to 5 minutes", () => {
    const tables: FloorTable[] = [
      { id: "A", seats: 2, party: { guestCount: 2, seatedAt: minutesAgo(62) } }, // 75 min turn: frees in 13
      { id: "B", seats: 4, party: { guestCount: 4, seatedAt: minutesAgo(10) } }, // 90 min turn: frees in 80
    ];
    expect(quoteWait(situation({ tables }), 2)).toBe(15);
    // A party of 3 fits only B.
    expect(quoteWait(situation({ tables }), 3)).toBe(80);
    // A party of 2 ahead takes A when it frees (13 + 75): the next 2-top is A again.
    expect(quoteWait(situation({ tables, line: [{ guestCount: 2, tableRef: null }] }), 2)).toBe(90);
  });

  it("seats a small party now at a bigger table standing empty, unless the parties ahead would take it", () => {
    const tables: FloorTable[] = [{ id: "A", seats: 2, party: { guestCount: 2, seatedAt: minutesAgo(15) } }, free("B", 4)];
    expect(quoteWait(situation({ tables }), 2)).toBe(0);
    expect(quoteWait(situation({ tables, line: [{ guestCount: 8, tableRef: null }] }), 2)).toBe(0);
    // A 2 ahead may take the empty 4-top: the next 2 waits for the 2-top (60 left, then the one ahead's 75).
    expect(quoteWait(situation({ tables, line: [{ guestCount: 2, tableRef: null }] }), 2)).toBe(135);
  });

  it("counts a table past its turn as busy a few minutes more, not free", () => {
    const tables: FloorTable[] = [{ id: "A", seats: 2, party: { guestCount: 2, seatedAt: minutesAgo(200) } }];
    expect(quoteWait(situation({ tables }), 2)).toBe(5);
  });

  it("lets a reservation about to start take its table first", () => {
    const reservations = [{ guestCount: 2, startsAt: new Date(NOW.getTime() + 20 * 60_000), tableRef: "A" }];
    expect(quoteWait(situation({ tables: [free("A", 2)], reservations }), 2)).toBe(95);
  });

  it("omits a party no table seats", () => {
    expect(quoteWait(situation({ tables: [free("A", 4)] }), 6)).toBeNull();
  });

  it("seats a party holding a table now, and it holds no other table", () => {
    const tables: FloorTable[] = [{ id: "A", seats: 2, party: { guestCount: 2, seatedAt: null } }, free("B", 2)];
    expect(
      seatingTimes(
        situation({
          tables,
          line: [
            { guestCount: 2, tableRef: "A" },
            { guestCount: 2, tableRef: null },
          ],
        }),
      ),
    ).toEqual([NOW.getTime(), NOW.getTime()]);
  });
});

describe("learnedTurnMinutes", () => {
  it("uses the band's median once it has 3 visits, the default before", () => {
    const twoVisits = learnedTurnMinutes([
      { guestCount: 2, minutes: 40 },
      { guestCount: 1, minutes: 50 },
    ]);
    expect(twoVisits(2)).toBe(defaultTurnMinutes(2));
    const learned = learnedTurnMinutes([
      { guestCount: 2, minutes: 40 },
      { guestCount: 1, minutes: 50 },
      { guestCount: 2, minutes: 300 },
      { guestCount: 4, minutes: 60 },
    ]);
    expect(learned(2)).toBe(50);
    expect(learned(4)).toBe(defaultTurnMinutes(4));
  });
});
