import { Navigate } from "react-router";
import { CurbsidePanel } from "../../features/host-stand/components/curbside-panel";
import { WaiterCallsPanel } from "../../features/host-stand/components/waiter-calls-panel";
import { useStaffSession } from "../../shared/api/staff-session";
import { useNow } from "../../shared/hooks/use-now";
import { mayOpen } from "../layouts/console-screens";

/** /staff/calls: tables calling for a waiter and diners waiting outside for a pickup (a manager or a host). */
export function CallsPage() {
  const session = useStaffSession();
  const now = useNow();
  if (!session || !mayOpen(session.staff.role, "/calls")) return <Navigate to="/" replace />;
  return (
    <section aria-labelledby="calls-title" className="grid gap-4 p-3 md:grid-cols-2 md:p-4">
      <h1 id="calls-title" className="sr-only">
        Calls
      </h1>
      <WaiterCallsPanel now={now} />
      <CurbsidePanel now={now} />
    </section>
  );
}
