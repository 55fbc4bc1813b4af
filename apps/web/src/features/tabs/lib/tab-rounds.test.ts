import { ROUND_WORDS } from "@forkful/contracts/tabs";
import { describe, expect, it } from "vitest";
import { orderItemFixture, totalsAnswerFixture } from "../../../shared/testing/order-fixtures";
import { roundHeading, tabCountText, tabRoundsOf } from "./tab-rounds";

const salad = totalsAnswerFixture.lines[0]!;
const dish = (lineId: number, sortOrder: number, dinerName: string) =>
  orderItemFixture(salad, { lineId, sortOrder, dinerId: dinerName.toLowerCase(), dinerName });

describe("a tab's rounds", () => {
  it("groups dishes by round in order, with who ordered each round, when, and its ticket", () => {
    const items = [dish(3, 2, "Ravi"), dish(1, 1, "Asha"), dish(4, 2, "Ravi"), dish(2, 1, "Asha")];
    const rounds = [
      {
        sortOrder: 2,
        dinerId: "ravi",
        dinerName: "Ravi",
        placedAt: "2026-11-24T19:42:00.000Z",
        ticketStatus: 43,
        state: "ready" as const,
        ticketLabel: "KOT Ready",
        voided: null,
      },
      {
        sortOrder: 1,
        dinerId: "asha",
        dinerName: "Asha",
        placedAt: "2026-11-24T19:10:00.000Z",
        ticketStatus: null,
        state: "sent" as const,
        ticketLabel: "In the kitchen",
        voided: null,
      },
    ];
    const view = tabRoundsOf(items, rounds);
    expect(view.map((r) => [r.sortOrder, r.dinerName, r.ticketLabel, r.items.map((i) => i.lineId)])).toEqual([
      [1, "Asha", "In the kitchen", [1, 2]],
      [2, "Ravi", "KOT Ready", [3, 4]],
    ]);
    expect(roundHeading(view[1]!, "America/New_York")).toBe("Round 2 · ordered by Ravi · 2:42 pm");
  });

  it("still shows dishes of a round the tab does not list yet, named by their diner", () => {
    const [round] = tabRoundsOf([dish(9, 3, "Mei")], []);
    expect(round).toMatchObject({ sortOrder: 3, dinerName: "Mei", placedAt: null, ticketStatus: null, ticketLabel: "In the kitchen" });
    expect(roundHeading(round!, "UTC")).toBe("Round 3 · ordered by Mei");
  });

  it("reads a round as ready once every dish of it is, though the kitchen has not marked its ticket (not 'In the kitchen')", () => {
    const ready = (lineId: number) => ({ ...dish(lineId, 1, "Asha"), itemStatus: 42, itemStatusLabel: "Ready" });
    const round = { sortOrder: 1, dinerId: "asha", dinerName: "Asha", placedAt: "2026-11-24T19:10:00.000Z", ticketStatus: null };
    const [view] = tabRoundsOf([ready(1), ready(2)], [{ ...round, state: "sent", ticketLabel: "In the kitchen", voided: null }]);
    expect(view).toMatchObject({ state: "ready", ticketLabel: ROUND_WORDS.ready });
    const [started] = tabRoundsOf(
      [ready(1), dish(2, 1, "Asha")],
      [{ ...round, state: "sent", ticketLabel: "In the kitchen", voided: null }],
    );
    expect(started).toMatchObject({ state: "preparing", ticketLabel: ROUND_WORDS.preparing });
  });

  it("keeps a voided round, with its dishes as they were and no dishes on the bill", () => {
    const voided = { at: "2026-11-24T19:20:00.000Z", lines: [{ itemName: "Garden Salad", quantity: 2, subtotal: 1800 }] };
    const [view] = tabRoundsOf(
      [],
      [
        {
          sortOrder: 2,
          dinerId: "ravi",
          dinerName: "Ravi",
          placedAt: "2026-11-24T19:12:00.000Z",
          ticketStatus: null,
          state: "voided",
          ticketLabel: ROUND_WORDS.voided,
          voided,
        },
      ],
    );
    expect(view).toMatchObject({ sortOrder: 2, state: "voided", ticketLabel: ROUND_WORDS.voided, items: [], voided });
  });

  it("counts rounds and diners in words", () => {
    expect(tabCountText(2, 3)).toBe("2 rounds, 3 diners");
    expect(tabCountText(1, 1)).toBe("1 round, 1 diner");
  });
});
