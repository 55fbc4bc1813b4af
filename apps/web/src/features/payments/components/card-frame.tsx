import { MESSAGES } from "@forkful/contracts/messages";
import type { CardSummary } from "@forkful/contracts/payments";
import { Button } from "@forkful/ui/button";
import { cn } from "@forkful/ui/cn";
import { FormAlert } from "@forkful/ui/form-alert";
import { type Ref, useEffect, useImperativeHandle, useRef, useState } from "react";
import { cardFormSrc, readCardFormMessage, requestTokenize } from "../lib/card-form-message";

/** What the page holding the form may do with it: the pay button lives outside the iframe. */
export interface CardFrameHandle {
  /** Asks the form to tokenize the card (the answer comes through onTokenized or onError); false while it is not ready. */
  submit(): boolean;
}

export interface CardFrameProps {
  /** The processor's card form (a transaction's cardFormUrl, or GET /payment/processor's). */
  src: string;
  /** The card became a single-use token (after submit(), or the diner pressed Enter inside the form). */
  onTokenized: (token: string, card: CardSummary) => void;
  /** The form refused the card (its message), or it could not load. */
  onError?: (message: string) => void;
  /** The form is working (tokenizing): the pay button waits. */
  onBusyChange?: (busy: boolean) => void;
  handleRef?: Ref<CardFrameHandle>;
  /** How long the form may take to say it is ready before the fallback shows. */
  readyTimeoutMs?: number;
  className?: string;
}

export const CARD_FRAME_READY_TIMEOUT_MS = 15_000;
const NOT_LOADED = MESSAGES.cardFormNotLoaded;
/** The hosted form's height once loaded (card number, then expiry and CVC): the frame keeps it while loading. */
const PLACEHOLDER_HEIGHT = 164;

/**
 * The processor's hosted card form in a sandboxed iframe (an opaque origin: this page can never read the card
 * number, expiry or CVC). It grows to the height the form asks for, shows the form's outline (same fields, same
 * size) until the form is ready, and a retry when it is not ready in 15 s.
 */
export function CardFrame({
  src,
  onTokenized,
  onError,
  onBusyChange,
  handleRef,
  readyTimeoutMs = CARD_FRAME_READY_TIMEOUT_MS,
  className,
}: CardFrameProps) {
  const frame = useRef<HTMLIFrameElement>(null);
  const [ready, setReady] = useState(false);
  const [timedOut, setTimedOut] = useState(false);
  const [height, setHeight] = useState(PLACEHOLDER_HEIGHT);
  const [attempt, setAttempt] = useState(0);
  const callbacks = useRef({ onTokenized, onError, onBusyChange });
  callbacks.current = { onTokenized, onError, onBusyChange };

  const readyRef = useRef(false);
  readyRef.current = ready;
  useImperativeHandle(handleRef, () => ({ submit: () => readyRef.current && requestTokenize(frame.current?.contentWindow) }), []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new src or a retry starts the wait again
  useEffect(() => {
    setReady(false);
    setTimedOut(false);
    const onMessage = (event: MessageEvent) => {
      const message = readCardFormMessage(event, frame.current?.contentWindow);
      if (!message) return;
      switch (message.kind) {
        case "ready":
          setReady(true);
          setTimedOut(false);
          setHeight(message.height);
          break;
        case "resize":
          setHeight(message.height);
          break;
        case "busy":
          callbacks.current.onBusyChange?.(message.busy);
          break;
        case "tokenized":
          callbacks.current.onTokenized(message.token, message.card);
          break;
        case "error":
          callbacks.current.onError?.(message.message);
          break;
      }
    };
    window.addEventListener("message", onMessage);
    return () => window.removeEventListener("message", onMessage);
  }, [src, attempt]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new src or a retry starts the clock again
  useEffect(() => {
    if (ready) return;
    const timer = setTimeout(() => setTimedOut(true), readyTimeoutMs);
    return () => clearTimeout(timer);
  }, [ready, readyTimeoutMs, src, attempt]);

  const url = cardFormSrc(src, typeof window === "undefined" ? "" : window.location.origin);
  return (
    <div className={cn("relative", className)}>
      <iframe
        key={attempt}
        ref={frame}
        title="Card details"
        src={url}
        sandbox="allow-scripts allow-forms"
        style={{ height: Math.max(60, Math.min(height, 800)) }}
        className={cn("block w-full border-0 bg-transparent transition-opacity", ready ? "opacity-100" : "opacity-0")}
        data-testid="card-frame"
      />
      {!ready && !timedOut && <CardFormPlaceholder overlay />}
      {!ready && timedOut && (
        <div className="absolute inset-0 flex flex-col items-stretch justify-center gap-2 bg-white">
          <FormAlert message={NOT_LOADED} />
          <Button variant="secondary" size="sm" className="self-start" onClick={() => setAttempt((n) => n + 1)}>
            Load the card form again
          </Button>
        </div>
      )}
    </div>
  );
}

/**
 * The card form's fields in outline while the processor's form loads, so nothing jumps when it appears: over the
 * loading frame, or on its own (at the form's height) while the processor's address is still being asked.
 */
export function CardFormPlaceholder({ overlay = false }: { overlay?: boolean }) {
  const field = (label: string) => (
    <div>
      <div className="mb-1 flex h-[18px] items-center text-[13px] font-semibold text-stone-500">{label}</div>
      <div className="shimmer h-11 rounded-[10px] border border-stone-200" />
    </div>
  );
  return (
    <div
      role="status"
      className={cn("grid content-start gap-3 p-0.5", overlay && "absolute inset-0")}
      style={overlay ? undefined : { height: PLACEHOLDER_HEIGHT }}
      data-testid="card-form-placeholder"
    >
      <span className="sr-only">Loading the secure card form…</span>
      {field("Card number")}
      <div className="grid grid-cols-2 gap-3">
        {field("Expiry (MM/YY)")}
        {field("CVC")}
      </div>
    </div>
  );
}
