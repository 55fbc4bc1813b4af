import { Navigate } from "react-router";
import { CampaignsScreen } from "../../features/campaigns/components/campaigns-screen";
import { useStaffSession } from "../../shared/api/staff-session";
import { mayOpen } from "../layouts/console-screens";

/** /staff/campaigns: the restaurant's campaigns and event pages, made here, with the links diners open (a manager). */
export function CampaignsPage() {
  const session = useStaffSession();
  if (!session || !mayOpen(session.staff.role, "/campaigns")) return <Navigate to="/" replace />;
  return (
    <section className="p-3 md:p-4">
      <CampaignsScreen staff={session.staff} />
    </section>
  );
}
