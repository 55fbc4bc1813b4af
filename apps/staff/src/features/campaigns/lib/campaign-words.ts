import type { CampaignState } from "@forkful/contracts/campaigns";
import type { MenuType } from "@forkful/contracts/merchants";

/** A campaign's state, in the list's words. */
export const STATE_WORDS: Record<CampaignState, string> = { upcoming: "Upcoming", running: "Running", ended: "Ended" };

export const MENU_WORDS: Record<MenuType, string> = {
  pickup: "The pickup menu",
  delivery: "The delivery menu",
  dinein: "The dine-in menu",
};
