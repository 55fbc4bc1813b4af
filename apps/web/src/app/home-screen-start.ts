/**
 * The installed app opens at the manifest's start_url (public/manifest.webmanifest): on the diner's active order when
 * this device has one (the newest), else on the home page. Composed here in app/ from the orders feature's pieces.
 */
import { type LoaderFunctionArgs, redirect } from "react-router";
import { activeOrders } from "../features/orders/lib/active-orders";
import { trackerPathOf } from "../features/orders/lib/order-paths";

/** The query the manifest's start_url carries: `/?source=home-screen`. */
export const HOME_SCREEN_SOURCE = "home-screen";
export const HOME_SCREEN_START_URL = `/?source=${HOME_SCREEN_SOURCE}`;

/** Where an opening from the home screen goes, or null when the page was opened any other way. */
export function homeScreenDestination(url: URL, now: number = Date.now()): string | null {
  if (url.searchParams.get("source") !== HOME_SCREEN_SOURCE) return null;
  const newest = activeOrders(now)
    .filter((order) => order.merchantType && order.locationSlug)
    .at(-1);
  if (!newest?.merchantType || !newest.locationSlug) return "/";
  return trackerPathOf({ merchantType: newest.merchantType, locationSlug: newest.locationSlug, orderId: newest.orderId });
}

/** The home page's loader: sends an opening from the home screen on, before the restaurant list loads. */
export function homeScreenStart({ request }: Pick<LoaderFunctionArgs, "request">) {
  const destination = homeScreenDestination(new URL(request.url));
  return destination ? redirect(destination) : null;
}
