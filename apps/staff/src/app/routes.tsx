import { STAFF_APP_PATH } from "@forkful/contracts/staff-console";
import { createBrowserRouter, Navigate, type RouteObject } from "react-router";
import { ConsoleLayout } from "./layouts/console-layout";
import { CallsPage } from "./routes/calls-page";
import { CampaignsPage } from "./routes/campaigns-page";
import { DeliveriesPage } from "./routes/deliveries-page";
import { FeedbackPage } from "./routes/feedback-page";
import { HomePage } from "./routes/home-page";
import { KitchenPage } from "./routes/kitchen-page";
import { MenuPage } from "./routes/menu-page";
import { OrdersPage } from "./routes/orders-page";
import { ReservationsPage } from "./routes/reservations-page";
import { ShortLinksPage } from "./routes/short-links-page";
import { SignInPage } from "./routes/sign-in-page";
import { StationsPage } from "./routes/stations-page";
import { SupportPage } from "./routes/support-page";
import { TableQrCodesPage } from "./routes/table-qr-codes-page";
import { TeamPage } from "./routes/team-page";
import { WaitlistPage } from "./routes/waitlist-page";

/** Every page of the console, under /staff. */
export const staffRoutes: RouteObject[] = [
  { path: "sign-in", element: <SignInPage /> },
  {
    element: <ConsoleLayout />,
    children: [
      { index: true, element: <HomePage /> },
      { path: "orders", element: <OrdersPage /> },
      { path: "kitchen", element: <KitchenPage /> },
      { path: "stations", element: <StationsPage /> },
      { path: "menu", element: <MenuPage /> },
      { path: "tables/qr-codes", element: <TableQrCodesPage /> },
      { path: "waitlist", element: <WaitlistPage /> },
      { path: "reservations", element: <ReservationsPage /> },
      { path: "calls", element: <CallsPage /> },
      { path: "deliveries", element: <DeliveriesPage /> },
      { path: "support", element: <SupportPage /> },
      { path: "feedback", element: <FeedbackPage /> },
      { path: "short-links", element: <ShortLinksPage /> },
      { path: "campaigns", element: <CampaignsPage /> },
      { path: "team", element: <TeamPage /> },
      // Lazy: chart.js comes with this screen only, not in the console's first chunk.
      { path: "today", lazy: () => import("./routes/today-page").then((page) => ({ Component: page.TodayPage })) },
      { path: "*", element: <Navigate to="/" replace /> },
    ],
  },
];

export const createStaffRouter = () => createBrowserRouter(staffRoutes, { basename: STAFF_APP_PATH });
