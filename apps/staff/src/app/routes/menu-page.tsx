import { Navigate } from "react-router";
import { MenuAvailability } from "../../features/menu-availability/components/menu-availability";
import { useStaffSession } from "../../shared/api/staff-session";
import { mayOpen } from "../layouts/console-screens";

/** /staff/menu: what is sold out and each dish's stock (a manager or the kitchen). */
export function MenuPage() {
  const session = useStaffSession();
  if (!session || !mayOpen(session.staff.role, "/menu")) return <Navigate to="/" replace />;
  return (
    <section className="p-3 md:p-4">
      <MenuAvailability />
    </section>
  );
}
