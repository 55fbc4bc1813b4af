import { buttonClasses } from "@forkful/ui/button";
import { DishIcon, ReceiptIcon, TableIcon } from "@forkful/ui/icons";
import { Link } from "react-router";
import { useCurrentRestaurant } from "../../entities/restaurant/hooks/use-current-restaurant";
import { useTableDetails } from "../../features/tables/api/get-table-details";
import { TableFrame } from "../../features/tables/components/table-frame";
import { useRouteParams } from "../../shared/lib/route-params";

const STEPS = [
  { icon: DishIcon, title: "Choose from the menu", body: "Browse the dishes and add what you like, with your choices." },
  { icon: ReceiptIcon, title: "Place your order", body: "Check your cart and send it to the kitchen. No waiting for a server." },
  { icon: TableIcon, title: "We bring it to your table", body: "Follow your order live on your phone, and pay at the restaurant." },
];

/** …/table/{tableId}/menu/{menuType}/contactlessdinein/landing: contactless dine-in, explained, leading to the table's menu. */
export function ContactlessLandingPage() {
  const restaurant = useCurrentRestaurant();
  const {
    tableId = "",
    menuType = "dinein",
    merchantType = restaurant.merchantType,
    merchantSlug = restaurant.locationSlug,
  } = useRouteParams();
  const menuPath = `/${merchantType}/${merchantSlug}/table/${tableId}/menu/${menuType}`;
  // The table's own name and section once known; its QR id until then (or when the restaurant has no floor plan).
  const table = useTableDetails({ locationId: restaurant.id, tableId }).data?.table;
  return (
    <TableFrame restaurant={restaurant} centered>
      <p className="mt-3 text-sm font-semibold tracking-wide text-brand uppercase">Contactless dine-in</p>
      <h1 className="mt-1 text-2xl font-extrabold tracking-tight text-stone-900">Welcome to {restaurant.merchantName}</h1>
      <p className="mt-1 text-stone-600">
        You are at{" "}
        {table ? (
          <strong className="text-stone-900">{table.tableName}</strong>
        ) : (
          <>
            table <strong className="text-stone-900">{tableId}</strong>
          </>
        )}
        {table && ` · ${table.sectionName}`} · {restaurant.branchName}
      </p>
      <ol className="mt-6 space-y-4 text-left">
        {STEPS.map(({ icon: Icon, title, body }, index) => (
          <li key={title} className="flex gap-3">
            <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-brand/10 text-brand">
              <Icon size={20} />
            </span>
            <div>
              <p className="font-semibold text-stone-900">
                {index + 1}. {title}
              </p>
              <p className="text-sm text-stone-600">{body}</p>
            </div>
          </li>
        ))}
      </ol>
      <Link to={menuPath} className={buttonClasses("primary", "lg", "mt-7 w-full")}>
        See the menu
      </Link>
    </TableFrame>
  );
}
