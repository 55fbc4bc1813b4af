import { LOCATION_TEXTS } from "@forkful/contracts/location";
import { MESSAGES } from "@forkful/contracts/messages";
import { useCallback, useEffect, useState } from "react";
import { readSelectedLocation } from "../../../entities/location/lib/selected-location";
import { useFindMerchants } from "../api/find-merchants";
import { firstCityStart, type MapStart } from "../lib/map-start";

type Asking = "checking" | "locating" | "idle";

/** Whether the browser already lets us read the position (then we ask without a prompt); unknown counts as no. */
async function positionGranted(): Promise<boolean> {
  try {
    const status = await navigator.permissions?.query({ name: "geolocation" });
    return status?.state === "granted";
  } catch {
    return false;
  }
}

/**
 * Where a map of restaurants starts: the selected location, else the diner's position (asked without a prompt only
 * when already allowed; otherwise on "Use my position"), else the first city with restaurants.
 */
export function useMapStart() {
  const [selected] = useState(readSelectedLocation);
  const [device, setDevice] = useState<MapStart | null>(null);
  const [asking, setAsking] = useState<Asking>(selected ? "idle" : "checking");
  const [locationError, setLocationError] = useState<string | null>(null);
  const all = useFindMerchants({});

  const locate = useCallback(() => {
    if (!("geolocation" in navigator)) {
      setAsking("idle");
      setLocationError(MESSAGES.locationUnavailable);
      return;
    }
    setAsking("locating");
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        setAsking("idle");
        setLocationError(null);
        setDevice({ lat: coords.latitude, lng: coords.longitude, label: LOCATION_TEXTS.myPosition, city: null, source: "device" });
      },
      () => {
        setAsking("idle");
        setLocationError(LOCATION_TEXTS.deviceDenied);
      },
      { enableHighAccuracy: false, timeout: 15_000, maximumAge: 300_000 },
    );
  }, []);

  useEffect(() => {
    if (selected) return;
    let live = true;
    void positionGranted().then((granted) => {
      if (!live) return;
      if (granted) locate();
      else setAsking("idle");
    });
    return () => {
      live = false;
    };
  }, [selected, locate]);

  const fromSelected: MapStart | null = selected
    ? { lat: selected.lat, lng: selected.lng, label: selected.label, city: selected.city ?? null, source: "selected" }
    : null;
  const fallback: MapStart | null =
    asking === "idle" && all.data
      ? (firstCityStart(all.data) ?? { lat: 0, lng: 0, label: LOCATION_TEXTS.droppedPin, city: null, source: "city" })
      : null;
  const start = device ?? fromSelected ?? fallback;
  return {
    start,
    locate,
    locating: asking === "locating",
    locationError,
    failed: all.isError && !device && !fromSelected,
    retry: all.refetch,
  };
}
