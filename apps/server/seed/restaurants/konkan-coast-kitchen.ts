/** Konkan Coast Kitchen, Bandra West (Mumbai): Malvani and Goan seafood. */

import { floorPlan } from "../floor-plan";
import { ALL_DAYS, hours } from "../hours";
import { INDIA_DEFAULTS } from "../location-defaults";
import { addons, category, dish, drink, limited, sizes, spice, sub, sweet } from "../menu-builders";
import type { SeedRestaurant } from "../types";

const thaliSides = addons("Add to your thali", [
  ["Extra bhakri", 4000],
  ["Sol kadhi", 9000],
  ["Fried bombil (2 pcs)", 18000],
]);

const malvaniSpice = spice(["Mild", "Medium", "Malvani hot"], 1);

export const konkanCoastKitchen: SeedRestaurant = {
  merchant: {
    slug: "konkan-coast-kitchen",
    name: "Konkan Coast Kitchen",
    merchantType: "restaurant",
    aboutUs:
      "Recipes from the fishing villages between Malvan and Goa, cooked with the day's catch from Sassoon Dock. Our masalas are roasted over wood fire, our coconut is grated fresh and our sol kadhi is made to a grandmother's recipe.",
  },
  location: {
    ...INDIA_DEFAULTS,
    locationSlug: "konkan-coast-kitchen-bandra",
    branchName: "Konkan Coast Kitchen - Bandra West",
    branch: "Bandra West",
    address: "14, Chapel Road, Ranwar Village, Bandra West, Mumbai, Maharashtra 400050",
    city: "Mumbai",
    lat: 19.0553,
    lng: 72.831,
    phoneNumber: "+912226401234",
    rating: 4.4,
    cost: 180000,
    timeZoneCd: "Asia/Kolkata",
    workingHours: hours(ALL_DAYS, ["12:00", "23:30"]),
    delivery: true,
    highChair: true,
    onlineCheckin: true,
    cuisine: ["Malvani", "Goan", "Seafood", "Coastal"],
    facilities: ["Air conditioned", "Outdoor seating", "Live music on Fridays", "Serves alcohol"],
    pref: ["Indoor", "Courtyard"],
    tableSection: [
      { id: 1, name: "Dining Room" },
      { id: 2, name: "Courtyard" },
    ],
  },
  mediaCode: "kck-bandra",
  brand: { primary: "#0E7490", secondary: "#F97316" },
  tagline: "Malvani & Goan seafood · Bandra West, Mumbai",
  coverCount: 2,
  orderTypes: ["pickup", "delivery", "dinein"],
  // The courtyard's two-tops (T11, T12) stay for walk-ins.
  floor: floorPlan(
    [
      [1, [2, 2, 4, 4, 4, 6, 8]],
      [2, [4, 4, 6, 2, 2]],
    ],
    [11, 12],
  ),
  menu: [
    category(
      "Starters",
      [],
      [
        sub("From the Sea", [
          dish("Bombil Fry", 38000, "non-veg", "Bombay duck in a semolina and red chilli crust, fried crisp.", {
            modifiers: [malvaniSpice],
          }),
          dish("Prawns Koliwada", 52000, "non-veg", "Koli-style battered prawns with ajwain and chilli.", { modifiers: [malvaniSpice] }),
          dish("Rava Fried Pomfret", 68000, "non-veg", "Whole silver pomfret, rava crusted and pan fried.", limited(5, 2)),
          dish("Tisrya Sukka", 42000, "non-veg", "Clams tossed with coconut, kokum and Malvani masala."),
          dish("Squid Butter Garlic", 46000, "non-veg", "Tender squid rings in butter, garlic and pepper."),
        ]),
        sub("From the Garden", [
          dish("Kothimbir Vadi", 24000, "vegan", "Steamed and pan-fried coriander and gram flour squares."),
          dish("Kaju Sukka", 30000, "veg", "Tender cashews in a dry coconut masala."),
          dish("Raw Banana Rava Fry", 26000, "vegan", "Raw banana slices with a Malvani masala rub, rava crusted."),
        ]),
      ],
    ),
    category(
      "Curries",
      [],
      [
        sub("Seafood Curries", [
          dish("Prawn Gassi", 56000, "non-veg", "Prawns in a Mangalorean coconut curry with byadgi chilli.", { modifiers: [malvaniSpice] }),
          dish("Goan Fish Curry", 54000, "non-veg", "Kingfish in a tangy coconut and kokum curry, Goan style."),
          dish("Crab Xec Xec", 89000, "non-veg", "Mud crab in a roasted coconut and spice gravy.", {
            ...limited(4, 2),
            menuTypes: ["dinein"],
          }),
          dish("Chicken Xacuti", 48000, "non-veg", "Chicken in a complex roasted poppy seed and coconut gravy.", {
            modifiers: [malvaniSpice],
          }),
        ]),
        sub("Vegetarian Curries", [
          dish("Kala Vatana Usal", 28000, "vegan", "Black peas in a roasted coconut Malvani gravy."),
          dish("Batata Bhaji", 22000, "vegan", "Potatoes tempered with mustard, turmeric and curry leaves."),
          dish("Mushroom Xacuti", 34000, "vegan", "Button mushrooms in Goan xacuti masala."),
        ]),
      ],
    ),
    category("Thalis", [
      dish("Malvani Fish Thali", 64000, "non-veg", "Fried fish, fish curry, sol kadhi, rice, bhakri and a sweet.", {
        modifiers: [
          sizes([
            ["Surmai", 0],
            ["Pomfret", 18000],
            ["Prawns", 12000],
          ]),
          thaliSides,
        ],
      }),
      dish("Konkani Veg Thali", 42000, "veg", "Two vegetables, usal, varan bhaat, chapati, sol kadhi and a sweet.", {
        modifiers: [thaliSides],
      }),
      dish("Chicken Vade Thali", 52000, "non-veg", "Malvani chicken curry with fluffy vade, rice and sol kadhi."),
    ]),
    category("Rice & Breads", [
      dish("Steamed Rice", 14000, "vegan", "Ambemohar rice, fragrant and short-grained."),
      dish("Prawn Pulao", 46000, "non-veg", "Konkani prawn pulao cooked with coconut milk and whole spices."),
      dish("Tandlachi Bhakri", 6000, "vegan", "Hand-patted rice flour flatbread."),
      dish("Amboli", 8000, "vegan", "Soft fermented rice and urad pancakes from Malvan.", { display: 0 }),
      dish("Goan Poi", 5000, "veg", "Wholewheat bread rolls from a Bandra bakery.", limited(12, 4)),
    ]),
    category("Desserts", [
      sweet("Bebinca", 26000, "veg", "Layered Goan coconut pudding, served warm with vanilla ice cream."),
      sweet("Modak (2 pcs)", 18000, "veg", "Steamed rice dumplings with coconut and jaggery."),
      sweet("Serradura", 22000, "veg", "Macau-Goan sawdust pudding of cream and Marie biscuit crumbs."),
    ]),
    category("Drinks", [
      drink("Sol Kadhi", 12000, "vegan", "Kokum and coconut milk digestive, with garlic and green chilli."),
      drink("Kokum Sharbat", 10000, "vegan", "Sweet and sour kokum cooler."),
      drink("Tender Coconut Shake", 16000, "veg", "Tender coconut meat blended with milk and a little sugar."),
      drink("Feni Cocktail", 45000, "vegan", "Cashew feni with lime, green chilli and soda.", { menuTypes: ["dinein"] }),
    ]),
  ],
};
