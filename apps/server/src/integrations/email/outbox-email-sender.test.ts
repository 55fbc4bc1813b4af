import { describe, expect, it } from "vitest";
import type { Database } from "../../db/client";
import { createOutboxEmailSender, maskedAddress } from "./outbox-email-sender";

/** Enough of drizzle for send(): the insert is taken and forgotten. */
const kept: unknown[] = [];
const db = { insert: () => ({ values: async (row: unknown) => void kept.push(row) }) } as unknown as Database;
const message = { to: "maya.chen@example.com", subject: "Your table is booked", text: "Hi Maya,\n\nSee you at 7." };

describe("the outbox email provider", () => {
  it("keeps the email and logs that it did, without its text or the whole address, by default", async () => {
    const lines: string[] = [];
    await createOutboxEmailSender(db, (line) => lines.push(line)).send(message);
    expect(lines).toEqual(["Email to m•••@example.com kept in the outbox"]);
    expect(kept.at(-1)).toMatchObject({ toAddress: message.to, subject: message.subject, body: message.text, provider: "outbox" });
  });

  it("writes the subject and text when asked for (EMAIL_LOG_MESSAGES)", async () => {
    const lines: string[] = [];
    await createOutboxEmailSender(db, (line) => lines.push(line), { logBodies: true }).send(message);
    expect(lines).toEqual([`Email to ${message.to}: ${message.subject}\n${message.text}`]);
  });

  it("masks an address that is not one", () => {
    expect(maskedAddress("nobody")).toBe("•••");
  });
});
