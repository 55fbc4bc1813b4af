import { codeFormSchema, isSpentCodeRefusal } from "@forkful/contracts/auth";
import { type FormEvent, useState } from "react";
import type { DefaultValues } from "react-hook-form";
import type { z } from "zod";
import type { ApiResult } from "../api/api-client";
import { useZodForm, type ZodForm } from "./use-zod-form";

/** What a failed code request or check shows: the text, the server's reason beneath it, and whether it was the rate limit. */
export interface CodeStepError {
  message: string;
  detail: string | null;
  rateLimited: boolean;
}

/** The number a code went to, and when another may be asked for (epoch ms; null: at once). */
export interface CodeSent {
  mobilePhone: string;
  resendAt: number | null;
}

export type CodeStepKind = "request" | "verify";

/** The code form: the 6-digit code, and any fields checked with it (a new account's name). */
export type CodeFormSchema = z.ZodType<{ code: string }, { code: string }>;

export interface OneTimeCodeOptions<Sent, Verified, S extends CodeFormSchema = typeof codeFormSchema> {
  /** Sends a code to an E.164 number (a mutation's mutateAsync). */
  request: (mobilePhone: string) => Promise<ApiResult<Sent>>;
  /** When another code may be asked for, from the request's answer (by default at once). */
  resendAt?: (answer: Sent) => number | null;
  /** Checks the code (and whatever else the code form holds). */
  verify: (mobilePhone: string, values: z.output<S>) => Promise<ApiResult<Verified>>;
  /** The code was right. An error returned is shown (an answer that is not enough to go on). */
  onVerified: (answer: Verified, mobilePhone: string) => CodeStepError | undefined;
  /** What a refused answer or a thrown failure shows. */
  toError: (outcome: unknown) => CodeStepError;
  /** The feature's start throttle: runs `run` unless a start of this step is held back. */
  start: (step: CodeStepKind, run: () => void) => void;
  /** A code was sent (before the step shows it). */
  onSent?: (answer: Sent, mobilePhone: string) => void;
  /** A request or check failed with an error (not a refused answer): the rate limit is told this way. */
  onThrown?: (error: CodeStepError, step: CodeStepKind) => void;
  /** The code form's schema and its empty values, when it holds more than the code. */
  schema?: S;
  defaultValues?: DefaultValues<z.input<S>>;
  /** Where the sent number is kept when the feature keeps it (the sign-in keeps it in its store); else in the hook. */
  sent?: CodeSent | null;
}

export interface OneTimeCode<S extends CodeFormSchema = typeof codeFormSchema> {
  /** The number the code went to; null while the number is still being asked for. */
  sent: CodeSent | null;
  form: ZodForm<S>;
  /** The server said the code sent can no longer be used (too many wrong tries, or expired): only a new one will do. */
  spent: boolean;
  error: CodeStepError | null;
  setError: (error: CodeStepError | null) => void;
  /** Asks for a code to an E.164 number (a first code, or another). */
  sendCode: (mobilePhone: string) => void;
  resend: () => void;
  /** The code form's submit: checks the fields, then the code. */
  submitCode: (event?: FormEvent) => Promise<void>;
  /** Back to the number (the code step is left; the error stays). */
  back: () => void;
}

/** A refused check that no retry of the same code can pass. */
const spendsTheCode = (step: CodeStepKind, result: ApiResult<unknown>) =>
  step === "verify" && !result.ok && isSpentCodeRefusal(result.code);

/**
 * The one-time-code step of every flow that proves a mobile number (sign-in, guest details, forgot password, a
 * new mobile number): ask for a code by SMS, keep the number and the resend time, check the code, and say what
 * failed. The flow brings its own calls, errors and throttle.
 */
export function useOneTimeCode<Sent, Verified, S extends CodeFormSchema = typeof codeFormSchema>(
  options: OneTimeCodeOptions<Sent, Verified, S>,
): OneTimeCode<S> {
  const schema = (options.schema ?? codeFormSchema) as S;
  const form: ZodForm<S> = useZodForm<S>(schema, options.defaultValues ?? ({ code: "" } as DefaultValues<z.input<S>>));
  const [ownSent, setOwnSent] = useState<CodeSent | null>(null);
  const [error, setError] = useState<CodeStepError | null>(null);
  const [spent, setSpent] = useState(false);
  const sent = options.sent !== undefined ? options.sent : ownSent;

  async function settle<T>(step: CodeStepKind, call: () => Promise<ApiResult<T>>, done: (data: T) => void) {
    try {
      const result = await call();
      if (spendsTheCode(step, result)) setSpent(true);
      if (!result.ok) return setError(options.toError(result));
      done(result.data);
    } catch (failure) {
      const problem = options.toError(failure);
      options.onThrown?.(problem, step);
      setError(problem);
    }
  }

  // A new submit clears the last one's error at once: one message at a time, the newest.
  function sendCode(mobilePhone: string) {
    setError(null);
    options.start("request", () => {
      void settle(
        "request",
        () => options.request(mobilePhone),
        (answer) => {
          setError(null);
          setSpent(false);
          form.setValue("code" as never, "" as never);
          options.onSent?.(answer, mobilePhone);
          setOwnSent({ mobilePhone, resendAt: options.resendAt?.(answer) ?? null });
        },
      );
    });
  }

  const submitCode = form.handleSubmit((values) => {
    const mobilePhone = sent?.mobilePhone;
    if (!mobilePhone) return;
    setError(null);
    options.start("verify", () => {
      void settle(
        "verify",
        () => options.verify(mobilePhone, values),
        (answer) => {
          setError(null);
          const refused = options.onVerified(answer, mobilePhone);
          if (refused) setError(refused);
        },
      );
    });
  });

  return {
    sent,
    form,
    spent,
    error,
    setError,
    sendCode,
    resend: () => {
      if (sent) sendCode(sent.mobilePhone);
    },
    submitCode,
    back: () => {
      setSpent(false);
      setOwnSent(null);
    },
  };
}
