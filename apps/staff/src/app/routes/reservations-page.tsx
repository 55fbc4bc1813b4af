import { Navigate } from "react-router";
import { ReservationsScreen } from "../../features/host-stand/components/reservations-screen";
import { useStaffRestaurant } from "../../shared/api/staff-restaurant";
import { type StaffMember, useStaffSession } from "../../shared/api/staff-session";
import { mayOpen } from "../layouts/console-screens";

/** /staff/reservations: today's book, in the restaurant's own day (a manager or a host). */
export function ReservationsPage() {
  const session = useStaffSession();
  if (!session || !mayOpen(session.staff.role, "/reservations")) return <Navigate to="/" replace />;
  return (
    <section aria-labelledby="reservations-title" className="mx-auto w-full max-w-4xl p-3 md:p-4">
      <h1 id="reservations-title" className="sr-only">
        Reservations
      </h1>
      <TodaysBook staff={session.staff} />
    </section>
  );
}

function TodaysBook({ staff }: { staff: StaffMember }) {
  const restaurant = useStaffRestaurant(staff);
  return <ReservationsScreen timeZone={restaurant.data?.timeZoneCd ?? null} />;
}
