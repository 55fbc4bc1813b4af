import { AWAITING_RESTAURANT_STATUSES } from "@forkful/contracts/order-status";
import { restaurantDisplayName } from "@forkful/contracts/restaurant-page";
import { isAwaitingCardPayment, isHeldForLater } from "@forkful/contracts/staff-board";
import { STAFF_ROLE_NAMES } from "@forkful/contracts/staff-tables";
import { Button } from "@forkful/ui/button";
import { cn } from "@forkful/ui/cn";
import { useQuery } from "@tanstack/react-query";
import { Navigate, NavLink, Outlet } from "react-router";
import { HostAlertsBadge } from "../../features/host-stand/components/host-alerts-badge";
import { useIdleLock } from "../../features/idle-lock/use-idle-lock";
import { LiveBanner } from "../../features/live/components/live-banner";
import { useRestaurantLive } from "../../features/live/use-restaurant-live";
import { boardOrdersQuery } from "../../features/orders-board/api/get-board-orders";
import { RestaurantSwitcher } from "../../features/restaurants/components/restaurant-switcher";
import { useStaffSignOut } from "../../features/sign-in/api/sign-out";
import { useStaffRestaurant } from "../../shared/api/staff-restaurant";
import { type StaffMember, useStaffSession } from "../../shared/api/staff-session";
import { mayOpen, screensOf } from "./console-screens";
import { LockScreen } from "./lock-screen";

/** The console's frame: who is signed in, the screens of their role, the live state, sign-out and the idle lock. */
export function ConsoleLayout() {
  const session = useStaffSession();
  const signedIn = session !== null && !session.locked;
  const live = useRestaurantLive(signedIn);
  const signOut = useStaffSignOut();
  useIdleLock(signedIn);
  if (!session) return <Navigate to="/sign-in" replace />;
  if (session.locked) return <LockScreen session={session} onSignOut={() => signOut.mutate()} />;
  return (
    <div className="flex min-h-dvh flex-col bg-stone-50">
      <header className="flex flex-wrap items-center gap-x-3 gap-y-1 border-b border-stone-200 bg-white px-3 py-2 md:px-4">
        <RestaurantName staff={session.staff} />
        <RestaurantSwitcher enabled={session.staff.role === "owner"} />
        <nav aria-label="Screens" className="order-last flex w-full min-w-0 flex-wrap gap-1">
          {screensOf(session.staff.role).map((screen) => (
            <NavLink
              key={screen.path}
              to={screen.path}
              className={({ isActive }) =>
                cn(
                  "flex h-11 shrink-0 items-center gap-2 rounded-xl px-3 font-semibold whitespace-nowrap",
                  isActive ? "bg-stone-900 text-white" : "text-stone-700 hover:bg-stone-100",
                )
              }
            >
              {screen.title}
              {screen.path === "/orders" && <NewOrdersBadge enabled={mayOpen(session.staff.role, "/orders")} />}
              {screen.path === "/calls" && <HostAlertsBadge enabled={mayOpen(session.staff.role, "/calls")} />}
            </NavLink>
          ))}
        </nav>
        <p className="hidden shrink-0 text-sm text-stone-700 md:block">
          {session.staff.name} · {STAFF_ROLE_NAMES[session.staff.role]}
        </p>
        <Button variant="secondary" size="sm" disabled={signOut.isPending} onClick={() => signOut.mutate()}>
          Sign out
        </Button>
      </header>
      <LiveBanner state={live} />
      <main className="flex-1">
        <Outlet />
      </main>
    </div>
  );
}

/** How many orders on the board wait to be accepted (paid, or paid at the counter; not those held for later). */
function NewOrdersBadge({ enabled }: { enabled: boolean }) {
  const orders = useQuery({ ...boardOrdersQuery(), enabled });
  const waiting = (orders.data ?? []).filter(
    (order) => AWAITING_RESTAURANT_STATUSES.includes(order.status) && !isAwaitingCardPayment(order) && !isHeldForLater(order, Date.now()),
  ).length;
  if (waiting === 0) return null;
  return (
    <span className="rounded-full bg-red-700 px-2 text-sm text-white tabular-nums">
      {waiting}
      <span className="sr-only"> new</span>
    </span>
  );
}

/** The restaurant this console works for (its name until it has loaded: Forkful). */
function RestaurantName({ staff }: { staff: StaffMember }) {
  const restaurant = useStaffRestaurant(staff);
  return (
    <p className="min-w-0 flex-1 truncate font-bold text-stone-900">
      {restaurant.data ? restaurantDisplayName(restaurant.data) : "Forkful"}
    </p>
  );
}
