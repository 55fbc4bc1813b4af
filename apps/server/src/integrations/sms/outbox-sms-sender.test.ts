import { describe, expect, it } from "vitest";
import type { Database } from "../../db/client";
import { createOutboxSmsSender, maskedNumber } from "./outbox-sms-sender";

/** Enough of drizzle for send(): the insert is taken and forgotten. */
const kept: unknown[] = [];
const db = { insert: () => ({ values: async (row: unknown) => void kept.push(row) }) } as unknown as Database;
const message = { to: "+14155550123", body: "654321 is your Forkful code. It expires in 5 minutes." };

describe("the outbox SMS provider's log", () => {
  it("says a message was kept, without its text or the whole number, by default", async () => {
    const lines: string[] = [];
    await createOutboxSmsSender(db, (line) => lines.push(line)).send(message);
    expect(lines).toEqual(["SMS to ••••••••0123 kept in the outbox"]);
    expect(kept.at(-1)).toMatchObject({ toNumber: message.to, body: message.body });
  });

  it("writes the text when asked for (SMS_LOG_MESSAGES)", async () => {
    const lines: string[] = [];
    await createOutboxSmsSender(db, (line) => lines.push(line), { logBodies: true }).send(message);
    expect(lines).toEqual([`SMS to +14155550123: ${message.body}`]);
  });

  it("masks all but the last 4 digits", () => {
    expect(maskedNumber("+919876543210")).toBe("•••••••••3210");
  });
});
