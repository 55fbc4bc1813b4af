/**
 * Every route of the app, in one table (spec §2). Pages load lazily; every route with parameters has them
 * parsed before it renders (shared/lib/route-params), and an invalid one redirects to /notFound, as does any
 * unknown path. Every page lives in ./routes (thin: it composes the features). Static segments outrank dynamic ones, so `menu/:menuType/exploremenu` wins over
 * `menu/:menuType/:itemName` (see routes.test.ts).
 */
import { type LoaderFunctionArgs, type RouteObject, redirect } from "react-router";
import { takeTableToken } from "../entities/table/lib/table-tokens";
import { parseRouteParams } from "../shared/lib/route-params";
import { LoadingPlaceholder } from "../shared/ui/loading-placeholder";
import { homeScreenStart } from "./home-screen-start";
import { RestaurantLayout } from "./layouts/restaurant-layout";
import { RootLayout } from "./layouts/root-layout";
import { lazyPage } from "./lazy-page";
import { READABLE_OFFLINE } from "./offline-readable";
import { RouteError } from "./route-error";

export const NOT_FOUND_PATH = "/notFound";

const restaurantList = lazyPage(() => import("./routes/restaurant-list-page"), "RestaurantListPage");
const restaurantHome = lazyPage(() => import("./routes/restaurant-home-page"), "RestaurantHomePage");
const restaurantDetails = lazyPage(() => import("./routes/restaurant-details-page"), "RestaurantDetailsPage");
const menu = lazyPage(() => import("./routes/menu-page"), "MenuPage");
const itemDetail = lazyPage(() => import("./routes/item-detail-page"), "ItemDetailPage");
const exploreMenu = lazyPage(() => import("./routes/explore-menu-page"), "ExploreMenuPage");
const restaurantInfo = lazyPage(() => import("./routes/restaurant-info-page"), "RestaurantInfoPage");
const notFound = lazyPage(() => import("./routes/not-found-page"), "NotFoundPage");
const shimmer = lazyPage(() => import("./routes/shimmer-page"), "ShimmerPage");
const account = lazyPage(() => import("./routes/account-page"), "AccountPage");
const orderSummary = lazyPage(() => import("./routes/order-summary-page"), "OrderSummaryPage");
const cart = lazyPage(() => import("./routes/cart-page"), "CartPage");
const checkout = lazyPage(() => import("./routes/checkout-page"), "CheckoutPage");
const payment = lazyPage(() => import("./routes/payment-page"), "PaymentPage");
const contactlessLanding = lazyPage(() => import("./routes/contactless-landing-page"), "ContactlessLandingPage");
const tracker = lazyPage(() => import("./routes/tracker-page"), "TrackerPage");
const receipt = lazyPage(() => import("./routes/receipt-page"), "ReceiptPage");
const reservation = lazyPage(() => import("./routes/reservation-page"), "ReservationPage");
const reservationDetail = lazyPage(() => import("./routes/reservation-detail-page"), "ReservationDetailPage");
const reservationClosed = lazyPage(() => import("./routes/reservation-closed-page"), "ReservationClosedPage");
const checkin = lazyPage(() => import("./routes/checkin-page"), "CheckinPage");
const checkinClosed = lazyPage(() => import("./routes/checkin-closed-page"), "CheckinClosedPage");
const tablesideCheckin = lazyPage(() => import("./routes/tableside-checkin-page"), "TablesideCheckinPage");
const tableDetails = lazyPage(() => import("./routes/table-details-page"), "TableDetailsPage");
const tableLanding = lazyPage(() => import("./routes/table-landing-page"), "TableLandingPage");
const tableOrder = lazyPage(() => import("./routes/table-order-page"), "TableOrderPage");
const billPart = lazyPage(() => import("./routes/bill-part-page"), "BillPartPage");
const locationPick = lazyPage(() => import("./routes/location-pick-page"), "LocationPickPage");
const locationSearch = lazyPage(() => import("./routes/location-search-page"), "LocationSearchPage");
const locationInfo = lazyPage(() => import("./routes/location-info-page"), "LocationInfoPage");
const feedback = lazyPage(() => import("./routes/feedback-page"), "FeedbackPage");
const campaign = lazyPage(() => import("./routes/campaign-page"), "CampaignPage");
const eventPage = lazyPage(() => import("./routes/event-page"), "EventPage");
const shortLink = lazyPage(() => import("./routes/short-link-page"), "ShortLinkPage");

/** The pages that open over a menu: its /exploremenu and /restaurantinfo variants, and its items. */
function menuVariants(withItems: boolean): RouteObject[] {
  return [
    { index: true },
    { path: "exploremenu", lazy: exploreMenu },
    { path: "restaurantinfo", lazy: restaurantInfo },
    ...(withItems
      ? [
          { path: "itemDetails", lazy: itemDetail },
          { path: ":itemName", lazy: itemDetail },
        ]
      : []),
  ];
}

const menuRoute = (path: string, withItems = true): RouteObject => ({ path, lazy: menu, children: menuVariants(withItems) });

/** /{merchantType}/{merchantSlug}/exploremenu (or /restaurantinfo): the same overlay over the restaurant's default menu. */
function overDefaultMenu({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  return redirect(url.pathname.replace(/\/(exploremenu|restaurantinfo)\/?$/, "/menu/$1") + url.search);
}

/** A route that only says a path exists: its parent page renders it. */
function Nothing() {
  return null;
}

/**
 * The account (spec §2), at /account and under a restaurant: one page that stays mounted while its section changes
 * (the children only say which paths exist; the page reads the section from the path). The order summary is a page
 * of its own on every device.
 */
const accountPath = (path: string | null): RouteObject =>
  path === null ? { index: true, Component: Nothing } : { path, Component: Nothing };
const accountRoutes: RouteObject[] = [
  {
    path: "account",
    lazy: account,
    children: [
      accountPath(null),
      accountPath("policies/terms"),
      accountPath("policies/CancellationPolicy"),
      accountPath("policies/PrivacyPolicy"),
      accountPath(":name"),
      accountPath(":name/:orderId"),
    ],
  },
  { path: "account/MyOrders/OrderSummary/:orderId", lazy: orderSummary },
];

/**
 * An order page at `path`, and the same with /e/splitId/{splitId} or /e/transactionId/{transactionId} (spec §2); each
 * stays readable offline once loaded.
 */
function withOrderSuffixes(path: string, lazy: RouteObject["lazy"], summary: RouteObject["lazy"] | null): RouteObject[] {
  return [path, `${path}/e/splitId/:splitId`, `${path}/e/transactionId/:transactionId`].flatMap((p) => [
    { path: p, lazy, handle: READABLE_OFFLINE },
    ...(summary ? [{ path: `${p}/orderSummary`, lazy: summary, handle: READABLE_OFFLINE }] : []),
  ]);
}

/** Cart, checkout, payment, contactless dine-in, trackers and receipts of a restaurant (spec §2). */
const orderRoutes: RouteObject[] = [
  { path: "cart", lazy: cart },
  { path: "checkOut", lazy: checkout },
  { path: "table/:tableId/menu/:menuType/contactlessdinein/landing", lazy: contactlessLanding },
  { path: "table/:tableId/menu/:menuType/contactlessdinein/cart", lazy: cart },
  ...withOrderSuffixes("tracker/:orderId", tracker, receipt),
  { path: "order/:orderId", lazy: tracker, handle: READABLE_OFFLINE },
  { path: "order/:orderId/placeOrder/payment", lazy: payment },
  { path: "table/:tableId/order/:orderId/placeOrder/payment", lazy: payment },
  // The table order view: the tab; with a split or transaction suffix, that part of the bill (issue 13).
  { path: "table/:tableId/order/:orderId", lazy: tableOrder, handle: READABLE_OFFLINE },
  { path: "table/:tableId/order/:orderId/e/splitId/:splitId", lazy: billPart, handle: READABLE_OFFLINE },
  { path: "table/:tableId/order/:orderId/e/transactionId/:transactionId", lazy: billPart, handle: READABLE_OFFLINE },
  ...withOrderSuffixes("receipt/:orderId", receipt, receipt),
  ...withOrderSuffixes("table/:tableId/order/:orderId/receipt", receipt, receipt),
];

const table: RouteObject[] = [
  {
    id: "root",
    Component: RootLayout,
    errorElement: <RouteError />,
    hydrateFallbackElement: <LoadingPlaceholder />,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          { index: true, lazy: restaurantList, loader: homeScreenStart },
          { path: "homepage", lazy: restaurantList },
          { path: "landing", lazy: restaurantList },
          { path: "restaurants/city/:cityName", lazy: restaurantList },
          { path: "restaurants/location/:lat/:lng", lazy: restaurantList },
          { path: "location/pick", lazy: locationPick },
          { path: "location/search", lazy: locationSearch },
          { path: "location/info", lazy: locationInfo },
          { path: "order/:orderId/CD/feedbacks", lazy: feedback },
          { path: "notFound", lazy: notFound },
          { path: "Shimmer", lazy: shimmer },
          ...accountRoutes,
          ...withOrderSuffixes("receipt/:orderId", receipt, receipt),
          { path: "reservation/:merchantSlug/closed", lazy: reservationClosed },
          { path: "checkIn/:merchantSlug/closed", lazy: checkinClosed },
          {
            path: ":merchantType/:merchantSlug",
            Component: RestaurantLayout,
            children: [
              { index: true, lazy: restaurantHome },
              { path: "details", lazy: restaurantDetails },
              // The restaurant's own menu overlays open over its default menu (one page for each).
              { path: "exploremenu", loader: overDefaultMenu },
              { path: "restaurantinfo", loader: overDefaultMenu },
              { path: "e/:eventSlug", lazy: eventPage },
              { path: "campaign/:campaignId", lazy: campaign },
              { path: "order/:orderId/CD/feedbacks", lazy: feedback },
              ...accountRoutes,
              // The privacy policy on mobile, the account page (with it on screen) on desktop.
              { path: "PrivacyPolicy", lazy: account },
              menuRoute("menu", false),
              menuRoute("menu/:menuType"),
              menuRoute("menu/:menuType/event/:eventDate"),
              menuRoute("menu/:menuType/e/:eventDate"),
              menuRoute("table/:tableId/menu/:menuType"),
              menuRoute("table/:tableId/order/:orderId/menu/:menuType"),
              ...orderRoutes,
              // Reserve a table, and the reservation's own page (spec §2).
              { path: "Reservation", lazy: reservation },
              { path: "reservation/:reservationId", lazy: reservationDetail },
              { path: "checkin", lazy: checkin },
              // A table's QR code (spec §2): check in and sit at that table; the table's details.
              { path: "tableside/checkIn/:tableId", lazy: tablesideCheckin },
              { path: "checkin/table/:tableId/details", lazy: tableDetails },
              // The table's landing (its QR code). The sheet of every table's QR code is the staff console's (issue 26).
              { path: "table/:tableId", lazy: tableLanding },
            ],
          },
          // A short link (spec §2): an id with a digit is resolved; without one it is a restaurant's slug.
          { path: ":tinyURLId", lazy: shortLink },
          { path: "*", loader: () => redirect(NOT_FOUND_PATH) },
        ],
      },
    ],
  },
];

/**
 * Refuses a route whose parameters do not parse. A table's link (its QR code, decision 028) brings the table's token
 * in `?t=`: it is kept for the visit and the same page opens without it.
 */
export function validateParams({ params, request }: Pick<LoaderFunctionArgs, "params"> & Partial<Pick<LoaderFunctionArgs, "request">>) {
  if (!parseRouteParams(params)) throw redirect(NOT_FOUND_PATH);
  const table = params.merchantSlug && params.tableId ? { locationSlug: params.merchantSlug, tableId: params.tableId } : null;
  const clean = request ? takeTableToken(new URL(request.url), table) : null;
  if (clean) throw redirect(clean);
  return null;
}

function withParamValidation(routes: RouteObject[]): RouteObject[] {
  return routes.map((route) => {
    const next = { ...route } as RouteObject;
    if (route.path?.includes(":")) next.loader = validateParams;
    if (route.children) next.children = withParamValidation(route.children);
    return next;
  });
}

export const routes: RouteObject[] = withParamValidation(table);
