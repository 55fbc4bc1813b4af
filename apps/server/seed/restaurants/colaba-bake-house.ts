/** Colaba Bake House (Mumbai): artisan bakery café, closed for renovation (no working hours, so never open). */

import { floorPlan } from "../floor-plan";
import { INDIA_DEFAULTS } from "../location-defaults";
import { addons, category, dish, drink, limited, sizes, sub, sweet } from "../menu-builders";
import type { SeedRestaurant } from "../types";

const coffeeSizes = sizes([
  ["Regular", 0],
  ["Large", 6000],
]);
const milkOptions = addons(
  "Milk & extras",
  [
    ["Oat milk", 6000],
    ["Extra shot", 5000],
    ["Hazelnut syrup", 4000],
  ],
  2,
);

export const colabaBakeHouse: SeedRestaurant = {
  merchant: {
    slug: "colaba-bake-house",
    name: "Colaba Bake House",
    merchantType: "cafe",
    aboutUs:
      "Closed for renovation until further notice. We are rebuilding our wood-fired oven and opening up the upstairs room; our sourdough, croissants and coffee will be back soon. Thank you for ten wonderful years on Mandlik Road.",
  },
  location: {
    ...INDIA_DEFAULTS,
    locationSlug: "colaba-bake-house-colaba",
    branchName: "Colaba Bake House - Colaba",
    branch: "Colaba",
    address: "9, Mandlik Road, near Taj Mahal Palace, Colaba, Mumbai, Maharashtra 400001",
    city: "Mumbai",
    lat: 18.9228,
    lng: 72.8321,
    phoneNumber: "+912222841234",
    rating: 4.2,
    cost: 90000,
    timeZoneCd: "Asia/Kolkata",
    workingHours: [],
    delivery: false,
    onlineCheckin: false,
    cuisine: ["Bakery", "Cafe", "Continental"],
    facilities: ["Free Wi-Fi", "Pet friendly", "Outdoor seating"],
    pref: ["Indoor", "Sidewalk"],
    tableSection: [{ id: 1, name: "Café" }],
  },
  mediaCode: "cbh-colaba",
  brand: { primary: "#92400E", secondary: "#FBBF24" },
  tagline: "Bakery & café · Colaba, Mumbai · Closed for renovation",
  coverCount: 1,
  orderTypes: ["pickup", "dinein"],
  // The window two-top (T1) stays for walk-ins.
  floor: floorPlan([[1, [2, 2, 2, 4, 4, 4, 6, 8]]], [1]),
  menu: [
    category(
      "Bakery",
      [],
      [
        sub("Breads", [
          dish("Country Sourdough Loaf", 38000, "vegan", "72-hour fermented sourdough with a blistered crust.", limited(5, 2)),
          dish("Multigrain Sandwich Loaf", 26000, "vegan", "Seeded loaf with oats, flax and sunflower seeds."),
          dish("Brioche Loaf", 32000, "veg", "Rich, buttery brioche, great for French toast."),
          dish("Pav (6 pcs)", 9000, "veg", "Soft Bombay ladi pav, baked every morning."),
        ]),
        sub("Viennoiserie", [
          dish("Butter Croissant", 18000, "veg", "Laminated with French butter over three days."),
          dish("Pain au Chocolat", 22000, "veg", "Croissant dough rolled around dark chocolate batons."),
          dish("Almond Croissant", 26000, "veg", "Twice-baked with frangipane and flaked almonds."),
          dish("Cinnamon Roll", 20000, "veg", "Brown-sugar cinnamon swirl with cream cheese glaze."),
        ]),
      ],
    ),
    category("Breakfast", [
      dish("Avocado Toast", 42000, "vegan", "Smashed avocado, chilli flakes and lime on toasted sourdough.", {
        modifiers: [
          addons("Add on", [
            ["Poached egg", 8000],
            ["Feta", 9000],
            ["Cherry tomatoes", 6000],
          ]),
        ],
      }),
      dish("Akuri on Toast", 34000, "non-veg", "Parsi-style spiced scrambled eggs on buttered brioche."),
      dish("Eggs Benedict", 46000, "non-veg", "Poached eggs, smoked chicken ham and hollandaise on an English muffin."),
      dish("Granola Bowl", 36000, "veg", "House granola with Greek yoghurt, honey and seasonal fruit."),
      dish("Brioche French Toast", 38000, "veg", "Caramelised brioche with berry compote and mascarpone."),
    ]),
    category("Sandwiches", [
      dish("Bombay Masala Sandwich", 24000, "veg", "Green chutney, potato masala, beetroot and cheese, grilled."),
      dish("Chicken Pesto Panini", 38000, "non-veg", "Grilled chicken, basil pesto, mozzarella and sun-dried tomato."),
      dish("Caprese Focaccia", 34000, "veg", "Buffalo mozzarella, tomato and basil on rosemary focaccia."),
      dish("Roast Veg Hummus Wrap", 30000, "vegan", "Roasted peppers, zucchini and hummus in a wholewheat wrap."),
      dish("Picnic Sandwich Box", 95000, "non-veg", "Four half sandwiches, a salad and two cookies, boxed to take away.", {
        menuTypes: ["pickup"],
      }),
    ]),
    category("Cakes & Desserts", [
      sweet("Dark Chocolate Truffle Slice", 26000, "veg", "Belgian chocolate ganache on a moist chocolate sponge."),
      sweet("Lemon Tart", 24000, "veg", "Sharp lemon curd in a buttery sablé shell."),
      sweet("Basque Burnt Cheesecake", 32000, "veg", "Caramelised outside, creamy centre.", limited(5, 2)),
      sweet("Mawa Cake", 12000, "veg", "Irani café classic with cardamom and milk solids."),
      sweet("Chocolate Chip Cookie", 10000, "veg", "Brown-butter dough with dark chocolate chunks."),
      sweet("Seasonal Fruit Pavlova", 30000, "veg", "Crisp meringue, cream and whatever fruit is best this week.", { display: 0 }),
    ]),
    category("Coffee & Tea", [
      drink("Cappuccino", 20000, "veg", "Double shot with velvety steamed milk.", { modifiers: [coffeeSizes, milkOptions] }),
      drink("Flat White", 22000, "veg", "Ristretto shots with microfoam.", { modifiers: [coffeeSizes, milkOptions] }),
      drink("Cold Brew", 24000, "vegan", "Steeped for 18 hours, served over ice.", { modifiers: [coffeeSizes] }),
      drink("Masala Chai", 12000, "veg", "Ginger and cardamom chai, brewed strong."),
      drink("Hot Chocolate", 22000, "veg", "Made with melted dark chocolate and whole milk."),
    ]),
  ],
};
