import { Navigate } from "react-router";
import { TableQrSheet } from "../../features/table-codes/components/table-qr-sheet";
import { useStaffSession } from "../../shared/api/staff-session";
import { mayOpen } from "../layouts/console-screens";

/** /staff/tables/qr-codes: every table's QR code with its current code, to print (a manager or a host, decision 028). */
export function TableQrCodesPage() {
  const session = useStaffSession();
  if (!session || !mayOpen(session.staff.role, "/tables/qr-codes")) return <Navigate to="/" replace />;
  return (
    <section className="p-3 md:p-4 print:p-0">
      <TableQrSheet staff={session.staff} />
    </section>
  );
}
