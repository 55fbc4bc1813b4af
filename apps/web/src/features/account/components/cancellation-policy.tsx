import { buttonClasses } from "@forkful/ui/button";
import { Link } from "react-router";
import { useOptionalRestaurant } from "../../../entities/restaurant/hooks/use-current-restaurant";
import { Prose } from "./prose";

/** The cancellation policy of the restaurant whose account page this is; outside a restaurant, how it works. */
export function CancellationPolicy() {
  const restaurant = useOptionalRestaurant();
  if (!restaurant) {
    return (
      <Prose>
        <p>Each restaurant sets its own cancellation policy, and it applies to every order you place there.</p>
        <p>Open a restaurant and go to your account from its page to read its policy.</p>
        <p>
          <Link to="/" className={buttonClasses("secondary")}>
            Browse restaurants
          </Link>
        </p>
      </Prose>
    );
  }
  const paragraphs = restaurant.cancellationPolicy.split(/\n+/).filter((p) => p.trim());
  return (
    <Prose>
      <p className="font-semibold text-stone-900">{restaurant.branchName}</p>
      {paragraphs.length > 0 ? paragraphs.map((p) => <p key={p}>{p}</p>) : <p>This restaurant has not published a cancellation policy.</p>}
    </Prose>
  );
}
