/** Shapes of the demo dataset before it is inserted: one SeedRestaurant per location. */
import type { merchantLocations, merchants } from "../src/db/schema/merchants";

export type Diet = "veg" | "non-veg" | "vegan";
export type MenuType = "pickup" | "delivery" | "dinein";
export type ItemType = "food" | "beverage" | "dessert";

export interface SeedOption {
  name: string;
  /** minor units */
  price: number;
  isDefault: boolean;
}

export interface SeedModifier {
  name: string;
  /** "size", "addon" or "spice" */
  typeId: string;
  minChoices: number;
  maxChoices: number;
  options: SeedOption[];
}

export interface SeedItem {
  name: string;
  description: string;
  /** minor units */
  price: number;
  diet: Diet;
  itemType: ItemType;
  display: 0 | 1;
  /** undefined means every menu type */
  menuTypes?: MenuType[];
  stockQuantity?: number;
  alertQuantity?: number;
  /** basis points; undefined means the location's defaultItemTax */
  taxRate?: number;
  modifiers: SeedModifier[];
}

export interface SeedSubcategory {
  name: string;
  items: SeedItem[];
}

export interface SeedCategory {
  name: string;
  /** Items directly in the category, listed before its subcategories. */
  items: SeedItem[];
  subcategories: SeedSubcategory[];
}

export interface SeedEventSlot {
  label: string;
  /** "HH:MM" local time */
  startsAt: string;
  endsAt: string;
  capacity: number;
}

export interface SeedEvent {
  slug: string;
  name: string;
  description: string;
  /** YYYY-MM-DD */
  date: string;
  slots: SeedEventSlot[];
  /** Names of items of this restaurant's menu offered on the event menu. */
  itemNames: string[];
}

/** A table of the floor plan; its section is one of the location's tableSection ids. */
export interface SeedTable {
  /** Printed on its QR code: "T4". */
  tableId: string;
  name: string;
  sectionId: number;
  seats: number;
  /** false: kept for walk-ins, never offered to online reservations. */
  reservable: boolean;
}

export type SeedLocation = Omit<typeof merchantLocations.$inferInsert, "id" | "merchantId">;

export interface SeedRestaurant {
  merchant: Omit<typeof merchants.$inferInsert, "id">;
  location: SeedLocation;
  /** Short code used in media ids, e.g. "bsh-indiranagar". */
  mediaCode: string;
  /** Colours of the generated artwork (logo, cover). */
  brand: { primary: string; secondary: string };
  /** Short line printed on the cover image. */
  tagline: string;
  coverCount: 1 | 2;
  orderTypes: MenuType[];
  menu: SeedCategory[];
  event?: SeedEvent;
  /** The floor plan of a restaurant that seats diners (dine-in). */
  floor?: SeedTable[];
}
