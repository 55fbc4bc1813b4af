import { Navigate } from "react-router";
import { DeliveriesScreen } from "../../features/deliveries/components/deliveries-screen";
import { useStaffSession } from "../../shared/api/staff-session";
import { mayOpen } from "../layouts/console-screens";

/** /staff/deliveries: the open deliveries and their couriers, re-dispatch, and the courier partners allowed (a manager). */
export function DeliveriesPage() {
  const session = useStaffSession();
  if (!session || !mayOpen(session.staff.role, "/deliveries")) return <Navigate to="/" replace />;
  return (
    <section aria-labelledby="deliveries-page-title" className="flex flex-col gap-3 p-3 md:p-4">
      <h1 id="deliveries-page-title" className="text-2xl font-extrabold tracking-tight text-stone-900">
        Deliveries
      </h1>
      <DeliveriesScreen />
    </section>
  );
}
