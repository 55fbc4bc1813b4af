import { Navigate } from "react-router";
import { SupportInbox } from "../../features/support-inbox/components/support-inbox";
import { useStaffSession } from "../../shared/api/staff-session";
import { mayOpen } from "../layouts/console-screens";

/** /staff/support: the diners' support requests, open ones first, to answer (a manager). */
export function SupportPage() {
  const session = useStaffSession();
  if (!session || !mayOpen(session.staff.role, "/support")) return <Navigate to="/" replace />;
  return (
    <section className="p-3 md:p-4">
      <SupportInbox />
    </section>
  );
}
