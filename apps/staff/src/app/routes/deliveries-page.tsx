import { Navigate } from "react-router";
import { DeliveriesScreen } from "../../features/deliveries/components/deliveries-screen";
import { useStaffSession } from "../../shared/api/staff-session";
import { mayOpen } from "../layouts/console-screens";

/** /staff/deliveries: the open deliveries and their couriers, re-dispatch, and the courier partners allowed (a manager). */
export function DeliveriesPage() {
  const session = useStaffSession();
  if (!session || !mayOpen(session.staff.role, "/deliveries")) return <Navigate to="/" replace />;
  return (
    <section className="p-3 md:p-4">
      <DeliveriesScreen />
    </section>
  );
}
