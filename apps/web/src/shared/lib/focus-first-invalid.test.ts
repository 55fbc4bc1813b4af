import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { focusFirstInvalid } from "./focus-first-invalid";

beforeAll(() => {
  Element.prototype.scrollIntoView ??= () => {};
});
afterEach(() => {
  document.body.innerHTML = "";
});

describe("focusFirstInvalid", () => {
  it("focuses the first invalid field in the page's order", () => {
    document.body.innerHTML = `
      <input id="name" aria-invalid="true" /><input id="ok" /><input id="phone" aria-invalid="true" />`;
    expect(focusFirstInvalid()?.id).toBe("name");
    expect(document.activeElement?.id).toBe("name");
  });

  it("focuses the control a leading alert describes (a custom control), else the alert itself", () => {
    document.body.innerHTML = `
      <button id="asap" aria-describedby="when-error">As soon as possible</button>
      <p id="when-error" role="alert">Choose a time</p>
      <input id="name" aria-invalid="true" />`;
    expect(focusFirstInvalid()?.id).toBe("asap");

    document.body.innerHTML = `<p id="location" role="alert">Use your location</p><input aria-invalid="true" />`;
    expect(focusFirstInvalid()?.id).toBe("location");
    expect(document.activeElement?.id).toBe("location");
  });

  it("focuses the chosen option, else the first, of a group an alert describes", () => {
    document.body.innerHTML = `
      <div role="radiogroup" aria-describedby="when-error">
        <button id="asap" role="radio" aria-checked="false">ASAP</button>
        <button id="noon" role="radio" aria-checked="true">12:00</button>
      </div>
      <p id="when-error" role="alert">Choose a time</p>`;
    expect(focusFirstInvalid()?.id).toBe("noon");
    document.querySelector("#noon")?.setAttribute("aria-checked", "false");
    expect(focusFirstInvalid()?.id).toBe("asap");
  });

  it("does nothing when nothing is invalid", () => {
    document.body.innerHTML = `<input id="name" />`;
    expect(focusFirstInvalid()).toBeNull();
  });
});
