import { FormAlert } from "@forkful/ui/form-alert";
import { useEffect, useRef } from "react";

/** A payment failure: read out and brought into view when it appears. */
export function PaymentAlert({ message }: { message: string | null }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (message) ref.current?.focus();
  }, [message]);
  if (!message) return null;
  return (
    <div ref={ref} tabIndex={-1} className="scroll-mt-24 outline-none">
      <FormAlert message={message} />
    </div>
  );
}
