import type { LiveState } from "../use-restaurant-live";

const clock = new Intl.DateTimeFormat(undefined, { hour: "numeric", minute: "2-digit" });

/** Says plainly when the screen is not live, and since when; nothing while it is. */
export function LiveBanner({ state }: { state: LiveState }) {
  if (state.live || !state.offlineSince) return null;
  return (
    <div role="status" className="bg-amber-100 px-4 py-2 text-center text-sm font-semibold text-amber-950">
      Offline since {clock.format(state.offlineSince)}: reconnecting. What you see may be out of date.
    </div>
  );
}
