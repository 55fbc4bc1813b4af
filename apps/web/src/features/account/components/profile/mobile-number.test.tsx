/** Changing the mobile number: a code to the new number (the one code step), then the number saved with it. */
import { AUTH_TEXTS } from "@forkful/contracts/auth";
import { MESSAGES } from "@forkful/contracts/messages";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { type Session, SessionContext } from "../../../../shared/hooks/use-session";
import { profileThrottle } from "../../lib/profile-throttle";
import { MobileNumber } from "./mobile-number";

const CURRENT = "+14155550123";
const NEW = "+14155550199";
type Reply = { status: number; body: unknown };
let replies: Record<string, (body: unknown) => Reply> = {};
const sent: { path: string; body: unknown }[] = [];

const customerDetails = {
  customerId: "c-ada",
  fullName: "Ada Lovelace",
  userName: null,
  email: null,
  mobilePhone: NEW,
  isGuestUser: false,
  isPromoSubscribed: false,
  walletAmount: 0,
  hasPassword: false,
};

function renderCard(updateUser = vi.fn()) {
  const session: Session = {
    kind: "signedIn",
    customerId: "c-ada",
    name: "Ada Lovelace",
    mobilePhone: CURRENT,
    email: null,
    hasPassword: false,
    guestUser: null,
    openSignIn: () => {},
    signOut: async () => {},
    updateUser,
  };
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { mutations: { retry: false } } })}>
      <SessionContext.Provider value={session}>
        <MobileNumber phoneNumber={CURRENT} />
      </SessionContext.Provider>
    </QueryClientProvider>,
  );
  fireEvent.click(screen.getByRole("button", { name: "Change mobile number" }));
  return updateUser;
}

const numberField = () => screen.getByLabelText("New mobile number") as HTMLInputElement;
const sendButton = () => screen.getByRole("button", { name: "Send code" }) as HTMLButtonElement;
const click = (name: string) => act(async () => fireEvent.click(screen.getByRole("button", { name })));
const noteOf = (input: HTMLElement) => document.getElementById(input.getAttribute("aria-describedby") ?? "")?.textContent;

beforeEach(() => {
  replies = {};
  sent.length = 0;
  profileThrottle.reset();
  vi.spyOn(console, "error").mockImplementation(() => {});
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init?: RequestInit) => {
      const path = url.replace("/data-services", "");
      const body: unknown = init?.body ? JSON.parse(String(init.body)) : undefined;
      sent.push({ path, body });
      const { status, body: answer } = replies[path]?.(body) ?? { status: 404, body: { message: path } };
      return new Response(JSON.stringify(answer), { status, headers: { "content-type": "application/json" } });
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("changing the mobile number", () => {
  it("refuses the number the account already has, and sends nothing", async () => {
    renderCard();
    fireEvent.change(numberField(), { target: { value: "415 555 0123" } });
    await click("Send code");
    expect(noteOf(numberField())).toBe("This is already your number");
    expect(numberField().getAttribute("aria-invalid")).toBe("true");
    expect(sent).toEqual([]);
  });

  it("turns Send code off after the code limit (429) until another number is typed", async () => {
    replies["/api/v2/customers/auth/request-otp"] = () => ({
      status: 429,
      body: { message: AUTH_TEXTS.otpRateLimited, code: "OTP_RATE_LIMITED" },
    });
    renderCard();
    fireEvent.change(numberField(), { target: { value: "415 555 0199" } });
    await click("Send code");
    expect(screen.getByRole("alert").textContent).toBe(AUTH_TEXTS.otpRateLimited);
    expect(sendButton().disabled).toBe(true);
    fireEvent.change(numberField(), { target: { value: "415 555 0198" } });
    expect(sendButton().disabled).toBe(false);
  });

  it("sends a code to the new number, shows a wrong code's reason, and saves the number with the right one", async () => {
    replies["/api/v2/customers/auth/request-otp"] = () => ({ status: 200, body: { sent: true, resendAfterSeconds: 30 } });
    let tries = 0;
    replies["/api/v2/customers"] = () =>
      ++tries === 1 ? { status: 400, body: { message: AUTH_TEXTS.invalidOtp } } : { status: 200, body: { customerDetails } };
    const updateUser = renderCard();
    fireEvent.change(numberField(), { target: { value: "415 555 0199" } });
    await click("Send code");
    expect(sent[0]).toEqual({
      path: "/api/v2/customers/auth/request-otp",
      body: { mobilePhone: NEW, countryCode: "+1", purpose: "change-mobile" },
    });
    expect(screen.getByText(/Enter the code we sent to/).textContent).toBe("Enter the code we sent to +1 415-555-0199.");
    expect(screen.queryByText(/Resend code/)).toBeNull();

    fireEvent.change(screen.getByLabelText("6-digit code"), { target: { value: "123456" } });
    await click("Verify and save");
    const alert = screen.getByRole("alert");
    expect(alert.textContent).toBe(`${MESSAGES.otpFailed}${AUTH_TEXTS.invalidOtp}`);

    profileThrottle.reset();
    await click("Verify and save");
    expect(sent.at(-1)).toEqual({
      path: "/api/v2/customers",
      body: { customerId: "c-ada", mobilePhone: NEW, countryCode: "+1", otp: "123456" },
    });
    expect(updateUser).toHaveBeenCalledWith({ mobilePhone: NEW });
    expect(screen.getByRole("button", { name: "Change mobile number" }).textContent).toBe("Change");
  });
});
