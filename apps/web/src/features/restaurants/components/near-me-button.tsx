import { MESSAGES } from "@forkful/contracts/messages";
import { Button } from "@forkful/ui/button";
import { NavigationIcon } from "@forkful/ui/icons";
import { useState } from "react";
import { useNavigate } from "react-router";
import { notifyError } from "../../../shared/ui/toast";

/** Asks the browser for the diner's position and opens /restaurants/location/{lat}/{lng}. */
export function NearMeButton() {
  const navigate = useNavigate();
  const [locating, setLocating] = useState(false);

  function locate() {
    if (!("geolocation" in navigator)) {
      notifyError(MESSAGES.locationUnavailable);
      return;
    }
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        setLocating(false);
        navigate(`/restaurants/location/${coords.latitude.toFixed(4)}/${coords.longitude.toFixed(4)}`);
      },
      () => {
        setLocating(false);
        notifyError(MESSAGES.locationUnavailable);
      },
      { enableHighAccuracy: false, timeout: 15_000, maximumAge: 300_000 },
    );
  }

  return (
    <Button variant="secondary" size="lg" onClick={locate} disabled={locating} className="shrink-0">
      <NavigationIcon size={18} className="text-brand" />
      {locating ? "Locating…" : "Near me"}
    </Button>
  );
}
