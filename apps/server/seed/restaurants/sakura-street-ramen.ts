/** Sakura Street Ramen, Japantown (San Francisco): late-night ramen bar, 18:00 until 01:00. */

import { floorPlan } from "../floor-plan";
import { hours } from "../hours";
import { US_DEFAULTS } from "../location-defaults";
import { addons, category, dish, drink, limited, sizes, spice, sub, sweet } from "../menu-builders";
import type { SeedRestaurant } from "../types";

const ramenToppings = addons("Toppings", [
  ["Ajitama egg", 250],
  ["Extra chashu", 450],
  ["Nori (3 sheets)", 150],
  ["Corn & butter", 200],
]);
const noodles = sizes([
  ["Regular", 0],
  ["Kaedama (extra noodles)", 300],
]);
const heat = spice(["No spice", "Mild", "Spicy", "Fire"], 1);

export const sakuraStreetRamen: SeedRestaurant = {
  merchant: {
    slug: "sakura-street-ramen",
    name: "Sakura Street Ramen",
    merchantType: "restaurant",
    aboutUs:
      "An eighteen-seat ramen bar in Japantown that opens when the sun goes down. Our tonkotsu broth simmers for eighteen hours, noodles are made in-house every afternoon and the kitchen stays open until 1 a.m.",
  },
  location: {
    ...US_DEFAULTS,
    locationSlug: "sakura-street-ramen-japantown",
    branchName: "Sakura Street Ramen - Japantown",
    branch: "Japantown",
    address: "1737 Post Street, San Francisco, CA 94115",
    city: "San Francisco",
    lat: 37.7853,
    lng: -122.4299,
    phoneNumber: "+14155550168",
    rating: 4.5,
    cost: 6000,
    timeZoneCd: "America/Los_Angeles",
    workingHours: hours([0, 2, 3, 4, 5, 6], ["18:00", "01:00"]),
    defaultTax: 863,
    orderTax: 863,
    defaultItemTax: 863,
    delivery: true,
    // Delivers to its own neighbourhood: Japantown, the Western Addition, Pacific Heights and Hayes Valley.
    deliveryArea: {
      kind: "polygon",
      points: [
        [37.8045, -122.44],
        [37.801, -122.415],
        [37.78, -122.408],
        [37.764, -122.42],
        [37.762, -122.437],
        [37.77, -122.453],
        [37.785, -122.455],
        [37.795, -122.453],
      ],
    },
    onlineCheckin: true,
    quickCheckIn: true,
    shareTable: true,
    cuisine: ["Japanese", "Ramen", "Izakaya"],
    facilities: ["Late night", "Bar seating", "Sake list"],
    pref: ["Counter", "Tables"],
    tableSection: [
      { id: 1, name: "Counter" },
      { id: 2, name: "Tables" },
    ],
  },
  mediaCode: "ssr-japantown",
  brand: { primary: "#BE185D", secondary: "#1F2937" },
  tagline: "Late-night ramen · Japantown, San Francisco",
  coverCount: 2,
  orderTypes: ["pickup", "delivery", "dinein"],
  // The ramen counter (T1, T2) stays for walk-ins.
  floor: floorPlan(
    [
      [1, [2, 2, 2]],
      [2, [4, 4, 4, 2, 6, 8, 4]],
    ],
    [1, 2],
  ),
  menu: [
    category(
      "Ramen",
      [],
      [
        sub("Tonkotsu & Paitan", [
          dish("Classic Tonkotsu", 1800, "non-veg", "Rich pork bone broth, chashu, ajitama, kikurage and scallion.", {
            modifiers: [noodles, ramenToppings],
          }),
          dish("Black Garlic Tonkotsu", 1950, "non-veg", "Tonkotsu with burnt garlic oil (mayu) and crispy shallots.", {
            modifiers: [noodles, ramenToppings],
          }),
          dish("Spicy Miso Tonkotsu", 1950, "non-veg", "Tonkotsu blended with red miso and chilli paste.", {
            modifiers: [heat, noodles, ramenToppings],
          }),
          dish("Tori Paitan", 1850, "non-veg", "Creamy chicken broth, chicken chashu, menma and yuzu.", {
            modifiers: [noodles, ramenToppings],
          }),
        ]),
        sub("Shoyu & Shio", [
          dish("Tokyo Shoyu", 1700, "non-veg", "Clear chicken and dashi broth seasoned with aged soy.", {
            modifiers: [noodles, ramenToppings],
          }),
          dish("Yuzu Shio", 1750, "non-veg", "Light salt broth with yuzu zest, chicken chashu and mitsuba.", { modifiers: [noodles] }),
          dish("Tsukemen", 1950, "non-veg", "Thick dipping noodles with a concentrated pork and fish broth.", {
            ...limited(6, 2),
            menuTypes: ["dinein", "pickup"],
          }),
        ]),
        sub("Plant-Based", [
          dish("Vegan Miso Ramen", 1700, "vegan", "Kombu-shiitake broth, white miso, tofu, corn and bok choy.", {
            modifiers: [heat, noodles],
          }),
          dish("Tantanmen (Vegan)", 1800, "vegan", "Sesame-chilli broth, soy mince and greens.", { modifiers: [heat, noodles] }),
        ]),
      ],
    ),
    category("Small Plates", [
      dish("Pork Gyoza", 900, "non-veg", "Six pan-fried dumplings with chilli vinegar."),
      dish("Vegetable Gyoza", 850, "vegan", "Six cabbage, shiitake and tofu dumplings."),
      dish("Chicken Karaage", 1100, "non-veg", "Japanese fried chicken with kewpie and lemon."),
      dish("Takoyaki", 1000, "non-veg", "Octopus balls with okonomi sauce, bonito and aonori.", limited(5, 2)),
      dish("Edamame", 600, "vegan", "Steamed with flaky sea salt.", {
        modifiers: [
          addons(
            "Seasoning",
            [
              ["Garlic chilli", 100],
              ["Yuzu salt", 100],
            ],
            1,
          ),
        ],
      }),
      dish("Pork Bao (2 pcs)", 1050, "non-veg", "Braised pork belly, hoisin, cucumber and peanuts."),
      dish("Agedashi Tofu", 900, "vegan", "Crisp tofu in dashi with grated daikon and ginger."),
    ]),
    category("Rice Bowls", [
      dish("Chashu Don", 1200, "non-veg", "Torched pork chashu over rice with a soft egg and scallion."),
      dish("Karaage Don", 1250, "non-veg", "Fried chicken, sweet soy glaze and pickles over rice."),
      dish("Spicy Tuna Don", 1500, "non-veg", "Chopped tuna, spicy mayo, cucumber and sesame.", { display: 0 }),
      dish("Mushroom Gohan", 1100, "vegan", "Rice with roasted mushrooms, furikake and tare."),
    ]),
    category("Desserts", [
      sweet("Matcha Soft Serve", 650, "veg", "Uji matcha soft serve with kinako crumble."),
      sweet("Black Sesame Panna Cotta", 800, "veg", "With kuromitsu syrup."),
      sweet("Mochi Trio", 750, "vegan", "Mango, strawberry and yuzu mochi."),
    ]),
    category("Drinks", [
      drink("Ramune", 450, "vegan", "Japanese marble soda, original flavour."),
      drink("Iced Oolong Tea", 400, "vegan", "Cold-brewed roasted oolong, unsweetened."),
      drink("Calpico Soda", 450, "veg", "Sweet, tangy cultured milk soda."),
      drink("Sapporo Draft", 800, "vegan", "Japanese lager on draft (21+).", { menuTypes: ["dinein"] }),
      drink("House Junmai Sake", 1400, "vegan", "Carafe of crisp junmai, served warm or cold (21+).", { menuTypes: ["dinein"] }),
    ]),
  ],
};
