import { Navigate } from "react-router";
import { StationsScreen } from "../../features/kitchen-stations/components/stations-screen";
import { useStaffSession } from "../../shared/api/staff-session";
import { mayChange, mayOpen } from "../layouts/console-screens";

/** /staff/stations: the kitchen's stations and where each dish is made; a manager changes them, the kitchen reads them. */
export function StationsPage() {
  const session = useStaffSession();
  if (!session || !mayOpen(session.staff.role, "/stations")) return <Navigate to="/" replace />;
  return (
    <section className="p-3 md:p-4">
      <StationsScreen mayEdit={mayChange(session.staff.role, "/stations")} />
    </section>
  );
}
