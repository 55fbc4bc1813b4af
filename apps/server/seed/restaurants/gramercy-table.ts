/** Gramercy Table (New York): seasonal New American; has the New Year's Eve event menu and a Google Tag. */

import { floorPlan } from "../floor-plan";
import { hours } from "../hours";
import { US_DEFAULTS } from "../location-defaults";
import { addons, category, dish, drink, limited, sizes, sub, sweet } from "../menu-builders";
import type { SeedRestaurant } from "../types";

const steakTemp = {
  name: "Temperature",
  typeId: "temperature",
  minChoices: 1,
  maxChoices: 1,
  options: ["Rare", "Medium rare", "Medium", "Medium well"].map((name, i) => ({ name, price: 0, isDefault: i === 1 })),
};
const steakSides = addons("Sides", [
  ["Pommes purée", 900],
  ["Charred broccolini", 900],
  ["Truffle fries", 1200],
]);

export const gramercyTable: SeedRestaurant = {
  merchant: {
    slug: "gramercy-table",
    name: "Gramercy Table",
    merchantType: "restaurant",
    aboutUs:
      "A neighbourhood dining room a block from Gramercy Park, cooking from the Union Square Greenmarket. Chef's menus change with the seasons; the raw bar, the dry-aged steaks and the warm chocolate cake never leave.",
  },
  location: {
    ...US_DEFAULTS,
    locationSlug: "gramercy-table-gramercy-park",
    branchName: "Gramercy Table - Gramercy Park",
    branch: "Gramercy Park",
    address: "58 Irving Place, New York, NY 10003",
    city: "New York",
    lat: 40.7358,
    lng: -73.9868,
    phoneNumber: "+12125550187",
    rating: 4.8,
    cost: 16000,
    timeZoneCd: "America/New_York",
    workingHours: [...hours([2, 3, 4, 5, 6, 0], ["17:00", "22:30"]), ...hours([0, 6], ["11:00", "14:30"])],
    defaultTax: 888,
    orderTax: 888,
    defaultItemTax: 888,
    delivery: false,
    highChair: false,
    onlineCheckin: false,
    cuisine: ["New American", "Seafood", "Steakhouse"],
    facilities: ["Full bar", "Private dining room", "Wheelchair accessible", "Coat check"],
    pref: ["Dining Room", "Bar", "Private Room"],
    tableSection: [
      { id: 1, name: "Dining Room" },
      { id: 2, name: "Bar" },
      { id: 3, name: "Private Room" },
    ],
    googleTag: "GTM-FORKFUL1",
    cancellationPolicy:
      "Reservations may be cancelled without charge up to 24 hours before the booked time; later cancellations and no-shows are charged $25 per guest. Pickup orders can be cancelled until the kitchen accepts them. Event-night bookings are non-refundable within 72 hours.",
  },
  mediaCode: "gt-gramercy-park",
  brand: { primary: "#1E293B", secondary: "#B45309" },
  tagline: "Seasonal New American · Gramercy Park, New York",
  coverCount: 2,
  orderTypes: ["pickup", "dinein"],
  // The bar's two-tops (T11, T12) stay for walk-ins.
  floor: floorPlan(
    [
      [1, [2, 2, 2, 4, 4, 4, 4, 6, 6, 4]],
      [2, [2, 2, 4]],
      [3, [8, 8]],
    ],
    [11, 12],
  ),
  menu: [
    category("Raw Bar", [
      dish("East Coast Oysters", 2200, "non-veg", "Half dozen on the half shell with mignonette and lemon.", {
        modifiers: [
          sizes([
            ["Half dozen", 0],
            ["Dozen", 2000],
          ]),
        ],
      }),
      dish("Yellowfin Tuna Crudo", 2100, "non-veg", "Citrus, Calabrian chilli, radish and olive oil.", { menuTypes: ["dinein"] }),
      dish("Shrimp Cocktail", 2300, "non-veg", "Four poached jumbo shrimp with horseradish cocktail sauce."),
      dish("Chilled Seafood Tower", 9800, "non-veg", "Oysters, shrimp, crab claws and half a lobster for two.", {
        ...limited(5, 2),
        menuTypes: ["dinein"],
      }),
    ]),
    category(
      "Starters",
      [],
      [
        sub("Garden", [
          dish("Burrata & Heirloom Beets", 1900, "veg", "Roasted beets, pistachio dukkah and aged balsamic."),
          dish("Little Gem Salad", 1600, "veg", "Buttermilk dressing, soft herbs, radish and sourdough crumbs."),
          dish("Roasted Squash Soup", 1400, "vegan", "Kabocha squash, toasted pepitas and crispy sage."),
        ]),
        sub("Land & Sea", [
          dish("Steak Tartare", 2200, "non-veg", "Hand-cut beef, cured yolk, cornichon and grilled bread."),
          dish("Crispy Pork Belly", 2000, "non-veg", "Apple mostarda and pickled mustard seeds."),
          dish("Jumbo Lump Crab Cake", 2600, "non-veg", "Remoulade and shaved fennel salad."),
        ]),
      ],
    ),
    category(
      "Mains",
      [],
      [
        sub("From the Grill", [
          dish("Dry-Aged Ribeye", 6800, "non-veg", "16 oz, 45-day dry-aged, with bordelaise.", { modifiers: [steakTemp, steakSides] }),
          dish("Filet Mignon", 5600, "non-veg", "8 oz centre cut with peppercorn sauce.", { modifiers: [steakTemp, steakSides] }),
          dish("Heritage Pork Chop", 4200, "non-veg", "Brined double-cut chop, charred peaches and jus."),
        ]),
        sub("From the Kitchen", [
          dish("Butter-Poached Lobster", 6200, "non-veg", "Maine lobster, sweet corn, chanterelles and tarragon.", limited(6, 2)),
          dish("Seared Scallops", 4400, "non-veg", "Cauliflower purée, capers and golden raisins."),
          dish("Roast Half Chicken", 3400, "non-veg", "Lemon, thyme and schmaltz potatoes."),
          dish("Wild Mushroom Risotto", 3200, "veg", "Carnaroli rice, parmesan and a drizzle of truffle oil."),
          dish("Charred Cauliflower Steak", 2800, "vegan", "Romesco, salsa verde and toasted almonds."),
        ]),
      ],
    ),
    category("Desserts", [
      sweet("Warm Chocolate Cake", 1500, "veg", "Molten centre, vanilla bean ice cream."),
      sweet("Vanilla Crème Brûlée", 1300, "veg", "Madagascar vanilla custard with a crackled sugar top."),
      sweet("Seasonal Fruit Crumble", 1300, "veg", "Greenmarket fruit, oat crumble and crème fraîche."),
      sweet("Cheese Plate", 2200, "veg", "Three New York State cheeses, honeycomb and crackers.", { display: 0 }),
    ]),
    category("Drinks", [
      drink("Gramercy Old Fashioned", 1900, "vegan", "Rye, demerara, angostura and orange (21+).", { menuTypes: ["dinein"] }),
      drink("Champagne by the Glass", 2400, "vegan", "Non-vintage brut, Champagne, France (21+).", { menuTypes: ["dinein"] }),
      drink("Sparkling Cider", 900, "vegan", "Hudson Valley non-alcoholic sparkling cider."),
      drink("Espresso", 500, "vegan", "Double shot from a local roaster."),
    ]),
  ],
  event: {
    slug: "new-years-eve-2026",
    name: "New Year's Eve at Gramercy Table",
    description:
      "Ring in 2027 with a celebratory menu from the raw bar and the grill. Three seatings; the late seating includes a midnight champagne toast in the dining room.",
    date: "2026-12-31",
    slots: [
      { label: "Early seating", startsAt: "17:30", endsAt: "19:30", capacity: 40 },
      { label: "Main seating", startsAt: "20:00", endsAt: "22:00", capacity: 60 },
      { label: "Midnight seating", startsAt: "22:30", endsAt: "00:30", capacity: 60 },
    ],
    itemNames: [
      "East Coast Oysters",
      "Chilled Seafood Tower",
      "Steak Tartare",
      "Dry-Aged Ribeye",
      "Butter-Poached Lobster",
      "Wild Mushroom Risotto",
      "Warm Chocolate Cake",
      "Champagne by the Glass",
      "Sparkling Cider",
    ],
  },
};
