import { Navigate } from "react-router";
import { OrderingControl } from "../../features/ordering-control/components/ordering-control";
import { OrdersBoard } from "../../features/orders-board/components/orders-board";
import { ServicesControl } from "../../features/services-control/components/services-control";
import { mayCall } from "../../shared/api/staff-calls";
import { useStaffSession } from "../../shared/api/staff-session";
import { mayOpen } from "../layouts/console-screens";

export function OrdersPage() {
  const session = useStaffSession();
  if (!session || !mayOpen(session.staff.role, "/orders")) return <Navigate to="/" replace />;
  return (
    <section aria-labelledby="orders-title" className="flex flex-col gap-3 p-3 md:p-4">
      <h1 id="orders-title" className="sr-only">
        Orders
      </h1>
      {mayCall(session.staff.role, "PUT /staff/ordering") && <OrderingControl />}
      {mayCall(session.staff.role, "PUT /staff/services") && <ServicesControl />}
      <OrdersBoard role={session.staff.role} />
    </section>
  );
}
