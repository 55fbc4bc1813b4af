import { cleanup, render } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { signInPrefill } from "../../../../shared/lib/sign-in-prefill";
import { DetailsSection, type DetailsSectionProps } from "./details-section";

afterEach(() => {
  cleanup();
  signInPrefill.set(null);
});

const props = (over: Partial<DetailsSectionProps> = {}): DetailsSectionProps => ({
  fullName: " Ada Lovelace ",
  phone: "415 555 0123",
  countryCode: "+1",
  email: "",
  errors: {},
  signedIn: false,
  onChange: () => {},
  ...over,
});

describe("DetailsSection", () => {
  it("offers a signed-out diner's typed name and number to the sign-in sheet while it shows", () => {
    const view = render(<DetailsSection {...props()} />);
    expect(signInPrefill.get()).toEqual({ fullName: "Ada Lovelace", mobilePhone: "+14155550123" });
    view.rerender(<DetailsSection {...props({ phone: "41" })} />);
    expect(signInPrefill.get()).toEqual({ fullName: "Ada Lovelace", mobilePhone: null });
    view.unmount();
    expect(signInPrefill.get()).toBeNull();
  });

  it("offers nothing once the diner is signed in", () => {
    render(<DetailsSection {...props({ signedIn: true })} />);
    expect(signInPrefill.get()).toBeNull();
  });
});
