import { CARD_FORM_MESSAGE, CARD_FORM_SUBMIT } from "@forkful/contracts/payments";
import { describe, expect, it, vi } from "vitest";
import { cardFormSrc, readCardFormMessage, requestTokenize } from "./card-form-message";

const frame = {} as Window;
const other = {} as Window;
const tokenized = {
  source: CARD_FORM_MESSAGE,
  kind: "tokenized",
  token: "tok_abcdefgh1234",
  card: { brand: "Visa", last4: "4242", expiryMonth: 12, expiryYear: 2034 },
};

describe("readCardFormMessage", () => {
  it("reads a protocol message from the card frame's window", () => {
    expect(readCardFormMessage({ source: frame, data: tokenized }, frame)).toEqual(tokenized);
    expect(readCardFormMessage({ source: frame, data: { source: CARD_FORM_MESSAGE, kind: "ready", height: 220 } }, frame)).toEqual({
      source: CARD_FORM_MESSAGE,
      kind: "ready",
      height: 220,
    });
  });

  it("ignores the same message from any other window", () => {
    expect(readCardFormMessage({ source: other, data: tokenized }, frame)).toBeNull();
    expect(readCardFormMessage({ source: null, data: tokenized }, frame)).toBeNull();
  });

  it("ignores everything while the frame has no window", () => {
    expect(readCardFormMessage({ source: frame, data: tokenized }, null)).toBeNull();
    expect(readCardFormMessage({ source: null, data: tokenized }, undefined)).toBeNull();
  });

  it("ignores messages that are not of the protocol", () => {
    for (const data of [
      "tokenized",
      null,
      { ...tokenized, source: "someone-else" },
      { source: CARD_FORM_MESSAGE, kind: "submit" },
      { source: CARD_FORM_MESSAGE, kind: "tokenized", token: "tok_x" },
      { ...tokenized, card: { ...tokenized.card, last4: "42" } },
      { source: CARD_FORM_MESSAGE, kind: "resize", height: "tall" },
    ]) {
      expect(readCardFormMessage({ source: frame, data }, frame)).toBeNull();
    }
  });
});

describe("cardFormSrc", () => {
  it("tells the form the parent's origin", () => {
    expect(cardFormSrc("/sandbox-processor/card-form", "http://localhost:5173")).toBe(
      "/sandbox-processor/card-form?parentOrigin=http%3A%2F%2Flocalhost%3A5173",
    );
    expect(cardFormSrc("https://pay.example/form?v=2", "https://forkful.app")).toBe(
      "https://pay.example/form?v=2&parentOrigin=https%3A%2F%2Fforkful.app",
    );
  });
});

describe("requestTokenize", () => {
  it("posts the submit message to the frame (an opaque origin, so '*')", () => {
    const postMessage = vi.fn();
    expect(requestTokenize({ postMessage } as unknown as Window)).toBe(true);
    expect(postMessage).toHaveBeenCalledWith(CARD_FORM_SUBMIT, "*");
    expect(requestTokenize(null)).toBe(false);
  });
});
