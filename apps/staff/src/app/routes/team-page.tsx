import { Navigate } from "react-router";
import { TeamScreen } from "../../features/team/components/team-screen";
import { useStaffSession } from "../../shared/api/staff-session";
import { mayOpen } from "../layouts/console-screens";

/** /staff/team: the restaurant's staff accounts, added, changed, turned off and given new passwords (a manager). */
export function TeamPage() {
  const session = useStaffSession();
  if (!session || !mayOpen(session.staff.role, "/team")) return <Navigate to="/" replace />;
  return (
    <section className="p-3 md:p-4">
      <TeamScreen />
    </section>
  );
}
