import type { ShortLinkKind } from "@forkful/contracts/short-links";

/** What each kind of link opens, in the form's words. */
export const KIND_WORDS: Record<ShortLinkKind, string> = {
  restaurant: "The restaurant's page",
  menu: "A menu",
  table: "A table",
  campaign: "A campaign",
  event: "An event page",
};

export const MENU_WORDS = { pickup: "Pickup", delivery: "Delivery", dinein: "Dine-in" } as const;
