/** useZodForm: the contracts' schema checks the form on submit, and the form behaves as the hand-written forms did. */
import { AUTH_TEXTS, guestDetailsFormSchema } from "@forkful/contracts/auth";
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { FormPhoneField, FormTextField } from "../ui/form-fields";
import { useZodForm } from "./use-zod-form";

function GuestForm({ onValid, countryCode = "+1" }: { onValid: (values: unknown) => void; countryCode?: "+1" | "+91" }) {
  const form = useZodForm(guestDetailsFormSchema(countryCode), { fullName: "", mobile: "", email: "" });
  return (
    <form onSubmit={form.handleSubmit(onValid)} noValidate>
      <FormTextField control={form.control} name="fullName" label="Full name" />
      <FormPhoneField control={form.control} name="mobile" countryCode={countryCode} onCountryChange={() => {}} />
      <FormTextField control={form.control} name="email" label="Email (optional)" />
      <button type="submit">Continue</button>
    </form>
  );
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const submit = () => act(async () => fireEvent.click(screen.getByRole("button", { name: "Continue" })));
const noteOf = (label: string) => {
  const id = field(label).getAttribute("aria-describedby");
  return id ? document.getElementById(id)?.textContent : null;
};

afterEach(cleanup);

describe("useZodForm", () => {
  it("shows every field's error of the schema at once on submit, and sends nothing", async () => {
    const onValid = vi.fn();
    render(<GuestForm onValid={onValid} />);
    type("Email (optional)", "not-an-email");
    await submit();
    expect(noteOf("Full name")).toBe("Enter your full name");
    expect(noteOf("Mobile number")).toBe(AUTH_TEXTS.invalidMobile);
    expect(noteOf("Email (optional)")).toBe("Enter a valid email");
    expect(field("Full name").getAttribute("aria-invalid")).toBe("true");
    expect(onValid).not.toHaveBeenCalled();
  });

  it("keeps an error while the diner types and checks again on the next submit", async () => {
    render(<GuestForm onValid={() => {}} />);
    await submit();
    type("Full name", "Ada Lovelace");
    expect(noteOf("Full name")).toBe("Enter your full name");
    await submit();
    expect(noteOf("Full name")).toBeNull();
    expect(field("Full name").getAttribute("aria-invalid")).toBeNull();
  });

  it("moves the focus to the first invalid field when a submit is refused", async () => {
    render(<GuestForm onValid={() => {}} />);
    type("Full name", "Ada Lovelace");
    field("Email (optional)").focus();
    await submit();
    expect(document.activeElement).toBe(field("Mobile number"));
    type("Mobile number", "415 555 0123");
    type("Email (optional)", "not-an-email");
    await submit();
    expect(document.activeElement).toBe(field("Email (optional)"));
  });

  it("hands the schema's output to the submit: trimmed name, the number in E.164 with the picked country, no empty email", async () => {
    const onValid = vi.fn();
    render(<GuestForm onValid={onValid} countryCode="+91" />);
    type("Full name", "  Ada Lovelace ");
    type("Mobile number", "98765 43210");
    await submit();
    expect(onValid.mock.calls[0]?.[0]).toEqual({ fullName: "Ada Lovelace", mobile: "+919876543210" });
  });
});
