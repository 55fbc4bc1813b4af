import { Navigate } from "react-router";
import { ShortLinksScreen } from "../../features/short-links/components/short-links-screen";
import { useStaffSession } from "../../shared/api/staff-session";
import { mayOpen } from "../layouts/console-screens";

/** /staff/short-links: the restaurant's short links, made, printed as QR codes and expired (a manager). */
export function ShortLinksPage() {
  const session = useStaffSession();
  if (!session || !mayOpen(session.staff.role, "/short-links")) return <Navigate to="/" replace />;
  return (
    <section className="p-3 md:p-4 print:p-0">
      <ShortLinksScreen />
    </section>
  );
}
