/**
 * Every route of the app, in one table (spec §2). Pages load lazily; every route with parameters has them
 * parsed before it renders (shared/lib/route-params), and an invalid one redirects to /notFound, as does any
 * unknown path. Static segments outrank dynamic ones, so `menu/:menuType/exploremenu` wins over
 * `menu/:menuType/:itemName` (see routes.test.ts).
 */
import { type LoaderFunctionArgs, type RouteObject, redirect } from "react-router";
import { parseRouteParams } from "../shared/lib/route-params";
import { LoadingPlaceholder } from "../shared/ui/loading-placeholder";
import { RestaurantLayout } from "./layouts/restaurant-layout";
import { RootLayout } from "./layouts/root-layout";
import { lazyPage } from "./lazy-page";
import { RouteError } from "./route-error";

export const NOT_FOUND_PATH = "/notFound";

const restaurantList = lazyPage(() => import("../features/restaurants/routes/restaurant-list-page"), "RestaurantListPage");
const restaurantHome = lazyPage(() => import("../features/restaurants/routes/restaurant-home-page"), "RestaurantHomePage");
const restaurantDetails = lazyPage(() => import("../features/restaurants/routes/restaurant-details-page"), "RestaurantDetailsPage");
const menu = lazyPage(() => import("../features/menu/routes/menu-page"), "MenuPage");
const itemDetail = lazyPage(() => import("../features/menu/routes/item-detail-page"), "ItemDetailPage");
const exploreMenu = lazyPage(() => import("../features/menu/routes/explore-menu-page"), "ExploreMenuPage");
const restaurantInfo = lazyPage(() => import("./routes/menu-restaurant-info"), "MenuRestaurantInfo");
const notFound = lazyPage(() => import("../features/pages/routes/not-found-page"), "NotFoundPage");
const shimmer = lazyPage(() => import("../features/pages/routes/shimmer-page"), "ShimmerPage");

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
          { index: true, lazy: restaurantList },
          { path: "homepage", lazy: restaurantList },
          { path: "landing", lazy: restaurantList },
          { path: "restaurants/city/:cityName", lazy: restaurantList },
          { path: "restaurants/location/:lat/:lng", lazy: restaurantList },
          { path: "notFound", lazy: notFound },
          { path: "Shimmer", lazy: shimmer },
          {
            path: ":merchantType/:merchantSlug",
            Component: RestaurantLayout,
            children: [
              { index: true, lazy: restaurantHome },
              { path: "details", lazy: restaurantDetails },
              menuRoute("menu", false),
              menuRoute("menu/:menuType"),
              menuRoute("menu/:menuType/event/:eventDate"),
              menuRoute("menu/:menuType/e/:eventDate"),
              menuRoute("table/:tableId/menu/:menuType"),
              menuRoute("table/:tableId/order/:orderId/menu/:menuType"),
            ],
          },
          { path: "*", loader: () => redirect(NOT_FOUND_PATH) },
        ],
      },
    ],
  },
];

/** Refuses a route whose parameters do not parse. */
export function validateParams({ params }: Pick<LoaderFunctionArgs, "params">) {
  if (!parseRouteParams(params)) throw redirect(NOT_FOUND_PATH);
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
