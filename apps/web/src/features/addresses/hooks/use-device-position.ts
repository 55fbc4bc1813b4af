import { MESSAGES } from "@forkful/contracts/messages";
import { useState } from "react";

export interface Position {
  lat: number;
  lng: number;
  source: "device";
}

/** The device's position, asked for when the diner wants it (geolocation), with what went wrong when it cannot be had; `onFound` gets it. */
export function useDevicePosition(onFound: (position: Position) => void) {
  const [device, setDevice] = useState<Position | null>(null);
  const [locating, setLocating] = useState(false);
  const [locationError, setLocationError] = useState<string | null>(null);

  function locate() {
    if (!("geolocation" in navigator)) return setLocationError(MESSAGES.locationUnavailable);
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        setLocating(false);
        setLocationError(null);
        const found: Position = { lat: Number(coords.latitude.toFixed(6)), lng: Number(coords.longitude.toFixed(6)), source: "device" };
        setDevice(found);
        onFound(found);
      },
      () => {
        setLocating(false);
        setLocationError(MESSAGES.locationUnavailable);
      },
      { enableHighAccuracy: true, timeout: 15_000, maximumAge: 60_000 },
    );
  }

  return { device, locating, locationError, locate };
}
