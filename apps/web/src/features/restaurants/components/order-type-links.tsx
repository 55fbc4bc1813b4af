import type { OrderType } from "@forkful/contracts/merchants";
import { Link } from "react-router";
import { buttonClasses } from "../../../shared/ui/button";

/** One button per order type the restaurant offers, each opening the menu of that type. */
export function OrderTypeLinks({ basePath, orderTypes }: { basePath: string; orderTypes: readonly OrderType[] }) {
  return (
    <ul className="grid auto-cols-fr grid-flow-col gap-2 sm:flex sm:flex-wrap sm:gap-3">
      {orderTypes.map((type, index) => (
        <li key={type.id}>
          <Link
            to={`${basePath}/menu/${type.menuType}`}
            className={buttonClasses(index === 0 ? "primary" : "secondary", "lg", "w-full px-2 whitespace-nowrap sm:w-auto sm:px-6")}
          >
            {type.name}
          </Link>
        </li>
      ))}
    </ul>
  );
}
