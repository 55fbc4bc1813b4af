import { MapPinIcon } from "@forkful/ui/icons";
import { Link } from "react-router";
import { positionListPath, useSelectedLocation } from "../../../entities/location/lib/selected-location";

const link = "font-semibold text-brand underline-offset-2 hover:underline focus-visible:underline";

/** "Near {label}" with a Change link (the diner's selected location), or an invitation to choose one. */
export function SelectedLocationBar() {
  const selected = useSelectedLocation();
  return (
    <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-stone-700" data-testid="selected-location">
      <MapPinIcon size={16} className="shrink-0 text-brand" />
      {selected ? (
        <>
          <Link to={positionListPath(selected)} className="font-medium text-stone-900 hover:underline">
            Near {selected.label}
          </Link>
          <Link to="/location/pick" className={link} aria-label={`Change location (now near ${selected.label})`}>
            Change
          </Link>
        </>
      ) : (
        <>
          <Link to="/location/pick" className={link}>
            Choose your location on the map
          </Link>
          <span aria-hidden="true">·</span>
          <Link to="/location/search" className={link}>
            Search a place
          </Link>
        </>
      )}
    </p>
  );
}
