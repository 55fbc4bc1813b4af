import { Navigate } from "react-router";
import { DayAtAGlance } from "../../features/day-at-a-glance/components/day-at-a-glance";
import { useStaffSession } from "../../shared/api/staff-session";
import { mayOpen } from "../layouts/console-screens";

/** /staff/today: the day at a glance (a manager, an owner). Loaded on its own, with chart.js. */
export function TodayPage() {
  const session = useStaffSession();
  if (!session || !mayOpen(session.staff.role, "/today")) return <Navigate to="/" replace />;
  return (
    <section className="p-3 md:p-4">
      <DayAtAGlance role={session.staff.role} />
    </section>
  );
}
