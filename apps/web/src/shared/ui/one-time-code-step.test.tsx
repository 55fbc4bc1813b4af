/** The one code step (useOneTimeCode + OneTimeCodeStep): ask for a code, wait to resend, verify, say what failed. */
import { AUTH_TEXTS, SPENT_CODE_REFUSALS } from "@forkful/contracts/auth";
import type { RefusalCode } from "@forkful/contracts/refusals";
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ApiResult } from "../api/api-client";
import { type CodeSent, type CodeStepError, type CodeStepKind, useOneTimeCode } from "../hooks/use-one-time-code";
import { OneTimeCodeStep } from "./one-time-code-step";

type Sent = { resendAfterMs: number };
type Verified = { customerId: string };

const NUMBER = "+14155550123";
const refused = (message: string, code?: RefusalCode): ApiResult<never> => ({
  ok: false,
  status: 400,
  error: "Bad Request",
  message,
  ...(code ? { code } : {}),
});
const toError = (outcome: unknown): CodeStepError => ({
  message: "Please Try Again",
  detail: outcome && typeof outcome === "object" && "message" in outcome ? String(outcome.message) : null,
  rateLimited: false,
});

interface HarnessProps {
  request: (mobilePhone: string) => Promise<ApiResult<Sent>>;
  verify?: (mobilePhone: string, values: { code: string }) => Promise<ApiResult<Verified>>;
  onVerified?: (answer: Verified, mobilePhone: string) => CodeStepError | undefined;
  onThrown?: (error: CodeStepError, step: CodeStepKind) => void;
  start?: (step: CodeStepKind, run: () => void) => void;
  sent?: CodeSent | null;
}

function Harness({
  request,
  verify = async () => ({ ok: true, status: 200, data: { customerId: "c-1" } }),
  onVerified = () => undefined,
  onThrown,
  start = (_step, run) => run(),
  sent,
}: HarnessProps) {
  const code = useOneTimeCode({
    request,
    resendAt: (answer) => Date.now() + answer.resendAfterMs,
    verify,
    onVerified,
    toError,
    start,
    onThrown,
    ...(sent !== undefined ? { sent } : {}),
  });
  const feedback = code.error && (
    <p role="alert">
      {code.error.message}
      {code.error.detail && ` (${code.error.detail})`}
    </p>
  );
  if (!code.sent) {
    return (
      <div>
        {feedback}
        <button type="button" onClick={() => code.sendCode(NUMBER)}>
          Send code
        </button>
      </div>
    );
  }
  return (
    <OneTimeCodeStep code={code} backLabel="Change number" feedback={feedback} submitLabel="Verify" verifying={false} requesting={false} />
  );
}

const codeInput = () => screen.getByLabelText("6-digit code") as HTMLInputElement;
const typeCode = (value: string) => fireEvent.change(codeInput(), { target: { value } });
const submit = () => act(async () => fireEvent.click(screen.getByRole("button", { name: "Verify" })));
const sendCode = () => act(async () => fireEvent.click(screen.getByRole("button", { name: "Send code" })));

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe("the one-time-code step", () => {
  it("asks for a code to the number, then shows the code entry for that number, focused", async () => {
    const request = vi.fn(async () => ({ ok: true as const, status: 200, data: { resendAfterMs: 30_000 } }));
    render(<Harness request={request} />);
    await sendCode();
    expect(request).toHaveBeenCalledWith(NUMBER);
    expect(screen.getByText(/Enter the code we sent to/).textContent).toBe("Enter the code we sent to +1 415-555-0123. Change number");
    expect(codeInput().value).toBe("");
    expect(document.activeElement).toBe(codeInput());
    expect(screen.getByText(/Resend code in/).textContent).toBe("Resend code in 0:30");
    expect(screen.queryByRole("button", { name: "Resend code" })).toBeNull();
  });

  it("offers 'Resend code' once the delay has passed, and resending asks for another code to the same number", async () => {
    vi.useFakeTimers({ toFake: ["Date", "setInterval", "clearInterval"] });
    const request = vi.fn(async () => ({ ok: true as const, status: 200, data: { resendAfterMs: 2_000 } }));
    render(<Harness request={request} />);
    await sendCode();
    expect(screen.getByText(/Resend code in/).textContent).toBe("Resend code in 0:02");
    await act(async () => vi.advanceTimersByTime(1_000));
    expect(screen.getByText(/Resend code in/).textContent).toBe("Resend code in 0:01");
    await act(async () => vi.advanceTimersByTime(1_000));
    const resend = screen.getByRole("button", { name: "Resend code" }) as HTMLButtonElement;
    expect(resend.disabled).toBe(false);
    typeCode("12");
    await act(async () => fireEvent.click(resend));
    expect(request).toHaveBeenNthCalledWith(2, NUMBER);
    expect(codeInput().value).toBe("");
    expect(screen.getByText(/Resend code in/).textContent).toBe("Resend code in 0:02");
  });

  it("keeps a short code from the server and says why; shows a refused code's reason and stays on the step", async () => {
    const verify = vi.fn(async () => refused("The code is not right."));
    const onVerified = vi.fn(() => undefined);
    render(
      <Harness request={async () => ({ ok: true, status: 200, data: { resendAfterMs: 0 } })} verify={verify} onVerified={onVerified} />,
    );
    await sendCode();

    typeCode("12a3");
    expect(codeInput().value).toBe("123");
    await submit();
    expect(verify).not.toHaveBeenCalled();
    expect(codeInput().getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByText("The code has 6 digits").id).toBe(codeInput().getAttribute("aria-describedby"));

    typeCode("123456");
    await submit();
    expect(verify).toHaveBeenCalledWith(NUMBER, { code: "123456" });
    expect(screen.getByRole("alert").textContent).toBe("Please Try Again (The code is not right.)");
    expect(onVerified).not.toHaveBeenCalled();
    expect(codeInput().getAttribute("aria-invalid")).toBeNull();
  });

  it.each([
    ["too many wrong codes", AUTH_TEXTS.otpTooManyTries, SPENT_CODE_REFUSALS.tooManyTries.code],
    ["an expired code", AUTH_TEXTS.otpExpired, SPENT_CODE_REFUSALS.expired.code],
  ])("after %s, turns Verify off and offers Resend at once (focused); a new code turns Verify back on", async (_, text, code) => {
    const request = vi.fn(async () => ({ ok: true as const, status: 200, data: { resendAfterMs: 30_000 } }));
    const verify = vi.fn(async () => refused(text, code));
    render(<Harness request={request} verify={verify} />);
    await sendCode();
    expect(screen.queryByRole("button", { name: "Resend code" })).toBeNull();

    typeCode("123456");
    await submit();
    expect(screen.getByRole("alert").textContent).toBe(`Please Try Again (${text})`);
    const verifyButton = screen.getByRole("button", { name: "Verify" }) as HTMLButtonElement;
    expect(verifyButton.disabled).toBe(true);
    const resend = screen.getByRole("button", { name: "Resend code" });
    expect(document.activeElement).toBe(resend);
    await submit();
    expect(verify).toHaveBeenCalledTimes(1);

    await act(async () => fireEvent.click(resend));
    expect(request).toHaveBeenCalledTimes(2);
    expect(verifyButton.disabled).toBe(false);
    expect(screen.getByText(/Resend code in/).textContent).toBe("Resend code in 0:30");
  });

  it("keeps Verify on after a wrong code that may be tried again", async () => {
    render(
      <Harness
        request={async () => ({ ok: true, status: 200, data: { resendAfterMs: 30_000 } })}
        verify={async () => refused(AUTH_TEXTS.invalidOtp)}
      />,
    );
    await sendCode();
    typeCode("123456");
    await submit();
    expect((screen.getByRole("button", { name: "Verify" }) as HTMLButtonElement).disabled).toBe(false);
    expect(screen.queryByRole("button", { name: "Resend code" })).toBeNull();
  });

  it("hands a right code's answer and the number to the flow, and shows an error the flow returns", async () => {
    const onVerified = vi.fn((): CodeStepError => ({ message: "Reset Password failed", detail: null, rateLimited: false }));
    render(<Harness request={async () => ({ ok: true, status: 200, data: { resendAfterMs: 0 } })} onVerified={onVerified} />);
    await sendCode();
    typeCode("654321");
    await submit();
    expect(onVerified).toHaveBeenCalledWith({ customerId: "c-1" }, NUMBER);
    expect(screen.getByRole("alert").textContent).toBe("Reset Password failed");
  });

  it("tells the flow about a thrown failure (the rate limit) and stays on the number", async () => {
    const onThrown = vi.fn();
    const failure = new Error("Too many codes");
    render(<Harness request={() => Promise.reject(failure)} onThrown={onThrown} />);
    await sendCode();
    expect(onThrown).toHaveBeenCalledWith({ message: "Please Try Again", detail: "Too many codes", rateLimited: false }, "request");
    expect(screen.getByRole("alert").textContent).toBe("Please Try Again (Too many codes)");
    expect(screen.getByRole("button", { name: "Send code" }).getAttribute("type")).toBe("button");
  });

  it("sends nothing when the flow's throttle holds the start back", async () => {
    const request = vi.fn(async () => ({ ok: true as const, status: 200, data: { resendAfterMs: 0 } }));
    render(<Harness request={request} start={() => {}} />);
    await sendCode();
    expect(request).not.toHaveBeenCalled();
    expect(screen.queryByLabelText("6-digit code")).toBeNull();
  });

  it("goes back to the number with 'Change number', and follows a number the flow keeps itself", async () => {
    render(<Harness request={async () => ({ ok: true, status: 200, data: { resendAfterMs: 0 } })} />);
    await sendCode();
    fireEvent.click(screen.getByRole("button", { name: "Change number" }));
    expect(screen.queryByLabelText("6-digit code")).toBeNull();
    cleanup();

    render(
      <Harness
        request={async () => ({ ok: true, status: 200, data: { resendAfterMs: 0 } })}
        sent={{ mobilePhone: "+919876543210", resendAt: null }}
      />,
    );
    expect(screen.getByText(/Enter the code we sent to/).textContent).toBe("Enter the code we sent to +91 98765 43210. Change number");
    expect((screen.getByRole("button", { name: "Resend code" }) as HTMLButtonElement).disabled).toBe(false);
  });
});
