/** How a campaign's or an event's dates read on its page. */
import type { CampaignState } from "@forkful/contracts/campaigns";
import { formatLocalDateShort } from "../../../shared/lib/local-date";

/** "Nov 20, 2026 – Dec 20, 2026", or the one date when it runs for a day. */
export function campaignDates(startsOn: string, endsOn: string): string {
  return startsOn === endsOn ? formatLocalDateShort(startsOn) : `${formatLocalDateShort(startsOn)} – ${formatLocalDateShort(endsOn)}`;
}

export const CAMPAIGN_STATE_LABELS: Record<CampaignState, string> = { running: "On now", upcoming: "Coming soon", ended: "Ended" };

/** "3 places left", "1 place left", "Full". */
export function placesLeft(left: number): string {
  if (left <= 0) return "Full";
  return `${left} ${left === 1 ? "place" : "places"} left`;
}
