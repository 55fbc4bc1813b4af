import { WAITER_CALL_WORDS } from "@forkful/contracts/waiter-calls";
import { useEffect, useState } from "react";
import { useTableToken } from "../../../entities/table/hooks/use-table-token";
import { errorStatus } from "../../../shared/api/api-client";
import { useCountdown } from "../../../shared/hooks/use-countdown";
import { useCallWaiter as useCallWaiterMutation } from "../api/call-waiter";
import { useWaiterCall } from "../api/get-waiter-call";
import { readWaiterCallId, rememberWaiterCallId, type WaiterCallTable } from "../lib/waiter-call-storage";
import { waiterCallView } from "../lib/waiter-call-view";

/**
 * The table's call for the waiter: press calls (or answers the call still cooling down), the call is followed every
 * 4 s while staff have not answered, and its id is kept per table for the browser tab so a reload keeps following it.
 */
export function useCallWaiter(table: WaiterCallTable & { orderId?: string }) {
  const { locationId, tableId, orderId } = table;
  const [callId, setCallId] = useState(() => readWaiterCallId({ locationId, tableId }));
  const [error, setError] = useState<string | null>(null);
  const tableToken = useTableToken(tableId);
  const mutation = useCallWaiterMutation();
  const query = useWaiterCall(callId);
  const call = query.data ?? null;
  // The countdown ticks the button's words each second until the table may call again.
  const until = call ? Date.parse(call.nextCallAt) : null;
  useCountdown(until !== null && Number.isFinite(until) ? until : null);

  useEffect(() => setCallId(readWaiterCallId({ locationId, tableId })), [locationId, tableId]);
  useEffect(() => {
    // A call the server no longer knows is forgotten: the button calls anew.
    if (callId && query.isError && errorStatus(query.error) === 404) {
      rememberWaiterCallId({ locationId, tableId }, null);
      setCallId(null);
    }
  }, [callId, query.isError, query.error, locationId, tableId]);

  const press = async () => {
    setError(null);
    const result = await mutation.mutateAsync({ locationId, tableId, tableToken, ...(orderId ? { orderId } : {}) }).catch(() => null);
    if (!result?.ok) {
      setError(result?.message ?? WAITER_CALL_WORDS.failed);
      return;
    }
    rememberWaiterCallId({ locationId, tableId }, result.data.callId);
    setCallId(result.data.callId);
  };

  const view = waiterCallView(call, { calling: mutation.isPending, now: Date.now() });
  return { view, error, press };
}
