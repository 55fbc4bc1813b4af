import { Navigate } from "react-router";
import { useStaffSession } from "../../shared/api/staff-session";
import { screensOf } from "../layouts/console-screens";

/** Each role starts on its first screen; a role with none yet is told so plainly. */
export function HomePage() {
  const session = useStaffSession();
  const first = session ? screensOf(session.staff.role)[0] : undefined;
  if (first) return <Navigate to={first.path} replace />;
  return (
    <section className="mx-auto max-w-lg p-6 text-center">
      <h1 className="text-xl font-bold text-stone-900">Nothing here for your role yet</h1>
      <p className="mt-2 text-stone-700">Ask a manager for what you need today.</p>
    </section>
  );
}
