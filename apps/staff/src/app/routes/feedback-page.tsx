import { Navigate } from "react-router";
import { FeedbackList } from "../../features/feedback/components/feedback-list";
import { useStaffSession } from "../../shared/api/staff-session";
import { mayOpen } from "../layouts/console-screens";

/** /staff/feedback: the diners' ratings and comments, newest first (a manager). */
export function FeedbackPage() {
  const session = useStaffSession();
  if (!session || !mayOpen(session.staff.role, "/feedback")) return <Navigate to="/" replace />;
  return (
    <section className="p-3 md:p-4">
      <FeedbackList />
    </section>
  );
}
