import { describe, expect, it, vi } from "vitest";
import { textTheParty } from "./party-texts";

describe("a text to a party about a committed change", () => {
  it("is sent through the SMS provider", async () => {
    const send = vi.fn(async () => {});
    const warn = vi.fn();
    await textTheParty({ sms: { provider: "outbox", send }, log: { warn } }, { to: "+14155550100", body: "Your table is ready" });
    expect(send).toHaveBeenCalledWith({ to: "+14155550100", body: "Your table is ready" });
    expect(warn).not.toHaveBeenCalled();
  });

  it("is logged, not thrown, when the provider fails: the change it reports stands", async () => {
    const failure = new Error("provider down");
    const warn = vi.fn();
    await expect(
      textTheParty(
        { sms: { provider: "outbox", send: async () => Promise.reject(failure) }, log: { warn } },
        { to: "+14155550100", body: "x" },
      ),
    ).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalledWith({ err: failure }, "a text to a party could not be sent");
  });
});
