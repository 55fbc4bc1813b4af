/** A round's state as its diners read it (issue 24): from its dishes, whatever its ticket says, one rule for both sides. */
import { describe, expect, it } from "vitest";
import { ROUND_WORDS, roundStateOf } from "./tabs";

const live = (ticketStatus: number | null) => ({ ticketStatus, voided: false });

describe("roundStateOf", () => {
  it("is ready once every dish is, though the kitchen has not marked the ticket yet", () => {
    expect(roundStateOf(live(null), [42, 42])).toBe("ready");
    expect(ROUND_WORDS[roundStateOf(live(null), [42, 42])]).not.toBe(ROUND_WORDS.sent);
  });

  it("follows its dishes: sent, in preparation at the first one started, served once every one is", () => {
    expect(roundStateOf(live(null), [null, null])).toBe("sent");
    expect(roundStateOf(live(null), [41, null])).toBe("preparing");
    expect(roundStateOf(live(null), [42, null])).toBe("preparing");
    expect(roundStateOf(live(43), [42, 59])).toBe("ready");
    expect(roundStateOf(live(null), [42, 59])).toBe("ready");
    expect(roundStateOf(live(59), [59, 59])).toBe("served");
    expect(roundStateOf(live(null), [59])).toBe("served");
  });

  it("takes the ticket's word when it is ahead of the dishes, and a voided round is voided", () => {
    expect(roundStateOf(live(43), [])).toBe("ready");
    expect(roundStateOf(live(null), [])).toBe("sent");
    expect(roundStateOf({ ticketStatus: 43, voided: true }, [42])).toBe("voided");
  });
});
