import { Navigate } from "react-router";
import { KitchenDisplay } from "../../features/kitchen-display/components/kitchen-display";
import { useStaffSession } from "../../shared/api/staff-session";
import { mayOpen } from "../layouts/console-screens";

export function KitchenPage() {
  const session = useStaffSession();
  if (!session || !mayOpen(session.staff.role, "/kitchen")) return <Navigate to="/" replace />;
  return (
    <section aria-labelledby="kitchen-title" className="flex flex-col gap-3 p-3 md:p-4">
      <h1 id="kitchen-title" className="text-xl font-bold text-stone-900">
        Kitchen
      </h1>
      <KitchenDisplay />
    </section>
  );
}
