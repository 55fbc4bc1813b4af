import { CARD_FORM_MESSAGE, CARD_FORM_SUBMIT } from "@forkful/contracts/payments";
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { createRef } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { expectShown } from "../../../shared/testing/expect-shown";
import { CardFrame, type CardFrameHandle } from "./card-frame";

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const post = (source: MessageEventSource | null, data: unknown) =>
  act(() => {
    window.dispatchEvent(new MessageEvent("message", { source, data }));
  });

function frameWindow(): Window {
  const frame = screen.getByTitle("Card details") as HTMLIFrameElement;
  return frame.contentWindow as Window;
}

describe("CardFrame", () => {
  it("loads the form sandboxed, with the parent's origin, and shows the form in outline until it is ready", () => {
    render(<CardFrame src="/sandbox-processor/card-form" onTokenized={() => {}} />);
    const frame = screen.getByTitle("Card details") as HTMLIFrameElement;
    expect(frame.getAttribute("sandbox")).toBe("allow-scripts allow-forms");
    expect(frame.getAttribute("src")).toBe(`/sandbox-processor/card-form?parentOrigin=${encodeURIComponent(window.location.origin)}`);
    expect(screen.getByRole("status").textContent).toContain("Loading the secure card form");
    post(frameWindow(), { source: CARD_FORM_MESSAGE, kind: "ready", height: 240 });
    expect(screen.queryByRole("status")).toBeNull();
    expect(frame.style.height).toBe("240px");
    post(frameWindow(), { source: CARD_FORM_MESSAGE, kind: "resize", height: 300 });
    expect(frame.style.height).toBe("300px");
  });

  it("holds the form's place with its fields in outline, at the form's size, until the form is ready", () => {
    render(<CardFrame src="/form" onTokenized={() => {}} />);
    const frame = screen.getByTitle("Card details") as HTMLIFrameElement;
    const placeholder = screen.getByTestId("card-form-placeholder");
    expect(placeholder.textContent).toContain("Card number");
    expect(placeholder.textContent).toContain("CVC");
    expect(placeholder.className).toContain("absolute inset-0");
    expect(frame.style.height).toBe("164px");
    post(frameWindow(), { source: CARD_FORM_MESSAGE, kind: "ready", height: 164 });
    expect(screen.queryByTestId("card-form-placeholder")).toBeNull();
    expect(frame.style.height).toBe("164px");
  });

  it("passes tokens, errors and busy changes from its own frame only", () => {
    const onTokenized = vi.fn();
    const onError = vi.fn();
    const onBusyChange = vi.fn();
    render(<CardFrame src="/form" onTokenized={onTokenized} onError={onError} onBusyChange={onBusyChange} />);
    const card = { brand: "Visa", last4: "4242", expiryMonth: 12, expiryYear: 2034 };
    post(window, { source: CARD_FORM_MESSAGE, kind: "tokenized", token: "tok_forged123", card });
    expect(onTokenized).not.toHaveBeenCalled();
    post(frameWindow(), { source: CARD_FORM_MESSAGE, kind: "busy", busy: true });
    post(frameWindow(), { source: CARD_FORM_MESSAGE, kind: "tokenized", token: "tok_abcdefgh", card });
    post(frameWindow(), { source: CARD_FORM_MESSAGE, kind: "error", message: "Check the card number" });
    expect(onBusyChange).toHaveBeenCalledWith(true);
    expect(onTokenized).toHaveBeenCalledWith("tok_abcdefgh", card);
    expect(onError).toHaveBeenCalledWith("Check the card number");
  });

  it("asks its frame to tokenize through the handle, once it is ready", () => {
    const handle = createRef<CardFrameHandle>();
    render(<CardFrame src="/form" onTokenized={() => {}} handleRef={handle} />);
    const postMessage = vi.spyOn(frameWindow(), "postMessage");
    expect(handle.current?.submit()).toBe(false);
    expect(postMessage).not.toHaveBeenCalled();
    post(frameWindow(), { source: CARD_FORM_MESSAGE, kind: "ready", height: 200 });
    expect(handle.current?.submit()).toBe(true);
    expect(postMessage).toHaveBeenCalledWith(CARD_FORM_SUBMIT, "*");
  });

  it("offers to load the form again when it is not ready in time", () => {
    vi.useFakeTimers();
    render(<CardFrame src="/form" onTokenized={() => {}} readyTimeoutMs={1000} />);
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByRole("alert").textContent).toContain("did not load");
    fireEvent.click(screen.getByRole("button", { name: "Load the card form again" }));
    expect(screen.queryByRole("alert")).toBeNull();
    expectShown(screen.getByRole("status"));
  });
});
