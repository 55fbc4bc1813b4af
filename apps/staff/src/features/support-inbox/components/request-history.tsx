import { HistoryDisclosure, StaffHistoryList } from "../../../shared/ui/staff-history";
import { useSupportRequestHistory } from "../api/get-request-history";

function RequestHistoryList({ requestId }: { requestId: string }) {
  return <StaffHistoryList history={useSupportRequestHistory(requestId)} />;
}

/** Who answered a request and when, read when the manager opens it. */
export function RequestHistory({ requestId }: { requestId: string }) {
  return (
    <HistoryDisclosure>
      <RequestHistoryList requestId={requestId} />
    </HistoryDisclosure>
  );
}
