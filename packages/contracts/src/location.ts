/**
 * The diner's "selected location" (spec §3, its storage key "selectedLocation"): a point chosen on the map, found by
 * search, or the device's position. The lists by position and delivery start from it (issue 15).
 */
import { z } from "zod";

export const selectedLocationSchema = z.object({
  /** What the diner reads: "Near {label}". */
  label: z.string().trim().min(1).max(160),
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180),
  city: z.string().max(120).nullable().optional(),
  /** ISO date-time of the choice. */
  chosenAt: z.string(),
});
export type SelectedLocation = z.infer<typeof selectedLocationSchema>;

/** Positions travel in URLs with 4 decimals (about 11 m): the map and the list by position ask with the same point. */
export const POSITION_DECIMALS = 4;

/** What the search box waits for before asking (ms). */
export const LOCATION_SEARCH_DEBOUNCE_MS = 250;

export const LOCATION_TEXTS = {
  nothingNear: "No restaurants near here",
  nothingNearHint: "Move the pin, or pick another place.",
  pinLabel: "Your location: drag the pin, or focus it and use the arrow keys",
  mapLabel: "Map of the restaurants around your location",
  useThisLocation: "Use this location",
  droppedPin: "Pinned location",
  myPosition: "Current location",
  deviceDenied: "We couldn't get your location, so the map starts at a city with restaurants. Drag the pin where you are.",
  noneChosen: "No location chosen yet",
  noneChosenHint: "Pick a spot on the map or search for a place to see the restaurants around it.",
  searchLabel: "Search a city, street, landmark or restaurant",
  searchTooShort: "Type at least 3 letters",
  searchNothing: "No place or restaurant matches. Check the spelling, or pick the spot on the map.",
  searchFailed: "Search is not available right now. Pick the spot on the map instead.",
  deliversHere: "Delivers here",
  noDeliveryHere: "Does not deliver here",
  pickupOnly: "Pickup or dine-in only",
} as const;
