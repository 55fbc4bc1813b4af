import { Navigate } from "react-router";
import { WaitlistScreen } from "../../features/host-stand/components/waitlist-screen";
import { useStaffSession } from "../../shared/api/staff-session";
import { mayOpen } from "../layouts/console-screens";

/** /staff/waitlist: the host stand's line, walk-ins and the tables (a manager or a host). */
export function WaitlistPage() {
  const session = useStaffSession();
  if (!session || !mayOpen(session.staff.role, "/waitlist")) return <Navigate to="/" replace />;
  return (
    <section aria-labelledby="waitlist-title" className="p-3 md:p-4">
      <h1 id="waitlist-title" className="sr-only">
        Waitlist
      </h1>
      <WaitlistScreen />
    </section>
  );
}
