/** Udupi Leaf Café, Malleshwaram (Bengaluru): pure-vegetarian South Indian tiffin café with a custom green theme. */

import { floorPlan } from "../floor-plan";
import { ALL_DAYS, hours } from "../hours";
import { INDIA_DEFAULTS } from "../location-defaults";
import { addons, category, dish, drink, limited, sizes, spice, sub, sweet } from "../menu-builders";
import type { SeedRestaurant } from "../types";

const dosaExtras = addons("Make it special", [
  ["Extra ghee", 2000],
  ["Cheese", 4000],
  ["Podi sprinkle", 1500],
]);

export const udupiLeafCafe: SeedRestaurant = {
  merchant: {
    slug: "udupi-leaf-cafe",
    name: "Udupi Leaf Café",
    merchantType: "cafe",
    aboutUs:
      "A Malleshwaram institution-in-the-making: crisp dosas, pillowy idlis and strong filter coffee served on banana leaf since 2009. Everything is vegetarian, with vegan options marked, and our batters are stone-ground every morning.",
  },
  location: {
    ...INDIA_DEFAULTS,
    locationSlug: "udupi-leaf-cafe-malleshwaram",
    branchName: "Udupi Leaf Café - Malleshwaram",
    branch: "Malleshwaram",
    address: "27, 8th Cross Road, Malleshwaram, Bengaluru, Karnataka 560003",
    city: "Bengaluru",
    lat: 13.0031,
    lng: 77.5643,
    phoneNumber: "+918023456789",
    rating: 4.7,
    cost: 50000,
    timeZoneCd: "Asia/Kolkata",
    workingHours: hours(ALL_DAYS, ["07:00", "22:00"]),
    delivery: false,
    highChair: true,
    onlineCheckin: true,
    shareTable: true,
    cuisine: ["South Indian", "Udupi", "Cafe"],
    facilities: ["Pure vegetarian", "Family seating", "Quick service", "Takeaway counter"],
    pref: ["Indoor"],
    tableSection: [{ id: 1, name: "Main Hall" }],
    themePrimaryColor: "#1F6F50",
    themeTextColor: "#FFFFFF",
  },
  mediaCode: "ulc-malleshwaram",
  brand: { primary: "#1F6F50", secondary: "#84CC16" },
  tagline: "South Indian tiffin · Malleshwaram, Bengaluru",
  coverCount: 2,
  orderTypes: ["pickup", "dinein"],
  // The two-top by the door (T9) stays for walk-ins.
  floor: floorPlan([[1, [2, 2, 4, 4, 4, 4, 6, 8, 2]]], [9]),
  menu: [
    category(
      "Breakfast Tiffin",
      [],
      [
        sub("Idli & Vada", [
          dish("Idli (2 pcs)", 6000, "vegan", "Steamed rice and urad dal cakes with coconut chutney and sambar."),
          dish("Medu Vada (2 pcs)", 7000, "vegan", "Crisp lentil doughnuts with black pepper and curry leaves."),
          dish("Idli Vada Combo", 9000, "vegan", "One idli and one vada, dunked in hot sambar."),
          dish("Thatte Idli", 8000, "veg", "A plate-sized Bidadi-style idli with butter and podi."),
          dish("Rava Idli", 8500, "veg", "Semolina idli with cashews, carrot and coriander, served with saagu.", limited(8, 3)),
        ]),
        sub("Dosas", [
          dish("Masala Dosa", 11000, "veg", "Golden, crisp dosa with a potato-onion palya, chutney and sambar.", {
            modifiers: [dosaExtras],
          }),
          dish("Mysore Masala Dosa", 12500, "veg", "Spread with spicy red chutney, filled with palya.", {
            modifiers: [spice(["Mild", "Medium", "Hot"], 1), dosaExtras],
          }),
          dish("Benne Dosa", 13000, "veg", "Davangere-style butter dosa, soft inside and crisp outside.", { modifiers: [dosaExtras] }),
          dish("Rava Onion Dosa", 12000, "vegan", "Lacy semolina dosa with onion, green chilli and cumin."),
          dish("Set Dosa (3 pcs)", 10000, "veg", "Soft, spongy dosas served with vegetable saagu."),
          dish("Neer Dosa", 9000, "vegan", "Delicate Mangalorean rice crêpes with coconut chutney.", { display: 0 }),
        ]),
      ],
    ),
    category("Rice & Meals", [
      dish("South Indian Meals", 18000, "veg", "Unlimited rice, sambar, rasam, two palyas, kootu, curd, pickle and payasam.", {
        menuTypes: ["dinein"],
      }),
      dish("Bisi Bele Bath", 12000, "veg", "Rice, lentils and vegetables cooked with a tangy spice blend, topped with ghee and boondi."),
      dish("Lemon Rice", 9500, "vegan", "Tempered rice with lemon, peanuts and curry leaves."),
      dish("Curd Rice", 9000, "veg", "Cooling curd rice with pomegranate and a mustard tempering."),
      dish("Pongal", 10000, "veg", "Rice and moong dal cooked soft with pepper, cumin and ghee."),
      dish("Mini Meals Parcel", 15000, "veg", "Rice, sambar, rasam, one palya, curd and a sweet, packed to go.", {
        menuTypes: ["pickup"],
      }),
    ]),
    category("Evening Snacks", [
      dish("Chow Chow Bath", 11000, "veg", "Khara bath and kesari bath, side by side."),
      dish("Mangalore Buns (2 pcs)", 8000, "veg", "Sweet banana puris, fluffy and lightly crisp."),
      dish("Mirchi Bajji", 7000, "vegan", "Stuffed green chillies in a chickpea batter.", { modifiers: [spice(["Medium", "Hot"], 0)] }),
      dish("Onion Pakoda", 7500, "vegan", "Crunchy onion fritters with curry leaves."),
      dish("Gobi Manchurian", 12000, "vegan", "Crisp cauliflower tossed in a garlic-soy glaze, Bengaluru darshini style."),
    ]),
    category("Sweets", [
      sweet("Kesari Bath", 7000, "veg", "Semolina halwa with saffron, pineapple and ghee-roasted cashews."),
      sweet("Mysore Pak", 9000, "veg", "Melt-in-the-mouth gram flour and ghee fudge (2 pieces).", limited(5, 2)),
      sweet("Holige", 8000, "veg", "Sweet flatbread stuffed with chana dal and jaggery, served with ghee."),
      sweet("Rava Payasam", 7500, "veg", "Warm semolina pudding with milk, cardamom and raisins."),
    ]),
    category("Coffee & Drinks", [
      drink("Filter Coffee", 4000, "veg", "Chicory-blend decoction with frothy hot milk, served in a davara tumbler.", {
        modifiers: [
          sizes([
            ["Regular", 0],
            ["Large", 2000],
          ]),
        ],
      }),
      drink("Masala Tea", 3500, "veg", "Tea brewed with ginger, cardamom and lemongrass."),
      drink("Badam Milk", 7000, "veg", "Warm saffron milk with ground almonds."),
      drink("Fresh Lime Juice", 5000, "vegan", "Sweet or salted, with a sprig of mint."),
      drink("Tender Coconut", 8000, "vegan", "Fresh tender coconut water, served chilled.", limited(10, 3)),
    ]),
  ],
};
