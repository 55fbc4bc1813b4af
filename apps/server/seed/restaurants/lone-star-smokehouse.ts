/** Lone Star Smokehouse, South Congress (Austin): Central Texas barbecue, sold by the pound until it runs out. */

import { floorPlan } from "../floor-plan";
import { hours } from "../hours";
import { US_DEFAULTS } from "../location-defaults";
import { addons, category, dish, drink, limited, sizes, spice, sub, sweet } from "../menu-builders";
import type { SeedRestaurant } from "../types";

const byWeight = (basePrice: number) =>
  sizes([
    ["Half pound", 0],
    ["One pound", basePrice],
  ]);
const sauce = spice(["Original", "Spicy", "Habanero"], 0);
const plateSides = addons("Swap or add a side", [
  ["Mac & cheese", 450],
  ["Potato salad", 400],
  ["Pinto beans", 350],
]);

export const loneStarSmokehouse: SeedRestaurant = {
  merchant: {
    slug: "lone-star-smokehouse",
    name: "Lone Star Smokehouse",
    merchantType: "restaurant",
    aboutUs:
      "Central Texas barbecue smoked low and slow over post oak in a 1,000-gallon offset pit on South Congress. Salt, pepper, smoke and time: we sell by the pound and close the line when the brisket runs out.",
  },
  location: {
    ...US_DEFAULTS,
    locationSlug: "lone-star-smokehouse-south-congress",
    branchName: "Lone Star Smokehouse - South Congress",
    branch: "South Congress",
    address: "1610 South Congress Avenue, Austin, TX 78704",
    city: "Austin",
    lat: 30.2478,
    lng: -97.7502,
    phoneNumber: "+15125550134",
    rating: 4.6,
    cost: 5500,
    timeZoneCd: "America/Chicago",
    workingHours: hours([0, 3, 4, 5, 6], ["11:00", "21:00"]),
    defaultTax: 825,
    orderTax: 825,
    defaultItemTax: 825,
    delivery: false,
    parking: true,
    highChair: true,
    onlineCheckin: true,
    cuisine: ["Barbecue", "Texan", "Southern"],
    facilities: ["Picnic tables", "Beer garden", "Free parking", "Dog friendly patio"],
    pref: ["Patio", "Indoor"],
    tableSection: [
      { id: 1, name: "Patio" },
      { id: 2, name: "Dining Hall" },
    ],
  },
  mediaCode: "lss-south-congress",
  brand: { primary: "#7C2D12", secondary: "#FB923C" },
  tagline: "Central Texas barbecue · South Congress, Austin",
  coverCount: 2,
  orderTypes: ["pickup", "dinein"],
  // A patio two-top (T1) and a hall two-top (T14) stay for walk-ins.
  floor: floorPlan(
    [
      [1, [2, 4, 4, 4, 6]],
      [2, [2, 2, 4, 4, 6, 8, 8, 4, 2]],
    ],
    [1, 14],
  ),
  menu: [
    category(
      "Meats by the Pound",
      [],
      [
        sub("Beef", [
          dish("Prime Brisket", 1600, "non-veg", "Salt-and-pepper prime brisket, smoked 14 hours. Moist or lean.", {
            ...limited(5, 2),
            modifiers: [byWeight(1600)],
          }),
          dish("Beef Short Rib", 3400, "non-veg", "One giant plate rib, about 1.5 lb, peppery bark.", limited(4, 2)),
          dish("Beef Cheeks", 1500, "non-veg", "Smoked and braised until spoonable.", { display: 0 }),
        ]),
        sub("Pork & Poultry", [
          dish("Pork Spare Ribs", 1300, "non-veg", "St. Louis cut with a light sweet glaze.", { modifiers: [byWeight(1300), sauce] }),
          dish("Pulled Pork", 1100, "non-veg", "Smoked shoulder, pulled to order.", { modifiers: [byWeight(1100), sauce] }),
          dish("Jalapeño Cheddar Sausage", 700, "non-veg", "House-made link with jalapeño and cheddar.", { modifiers: [sauce] }),
          dish("Smoked Turkey Breast", 1100, "non-veg", "Butter-basted and peppery.", { modifiers: [byWeight(1100)] }),
          dish("Smoked Half Chicken", 1400, "non-veg", "Brined, rubbed and smoked over post oak."),
        ]),
      ],
    ),
    category("Plates & Sandwiches", [
      dish("Two-Meat Plate", 2200, "non-veg", "Brisket and pork ribs with two sides, pickles, onion and white bread.", {
        modifiers: [plateSides, sauce],
      }),
      dish("Three-Meat Plate", 2800, "non-veg", "Brisket, ribs and sausage with two sides.", { modifiers: [plateSides, sauce] }),
      dish("Chopped Brisket Sandwich", 1400, "non-veg", "Chopped brisket, sauce, pickles and onion on a potato bun.", {
        modifiers: [sauce],
      }),
      dish("Frito Pie", 1200, "non-veg", "Fritos, brisket chilli, cheese, onion and jalapeños."),
      dish("Smoked Portobello Sandwich", 1200, "vegan", "Smoked portobello, slaw and pickles on a vegan bun."),
      dish("Pitmaster Family Pack", 8900, "non-veg", "Two pounds of meat, three pints of sides, bread and sauce for four to six.", {
        menuTypes: ["pickup"],
      }),
    ]),
    category("Sides", [
      dish("Mac & Cheese", 500, "veg", "Three-cheese, baked with a crumb crust.", {
        modifiers: [
          sizes([
            ["Cup", 0],
            ["Pint", 600],
          ]),
        ],
      }),
      dish("Pinto Beans", 400, "non-veg", "Slow-cooked with brisket trimmings."),
      dish("Mustard Potato Salad", 400, "veg", "Creamy, tangy, with dill pickles."),
      dish("Vinegar Slaw", 400, "vegan", "Crunchy cabbage slaw with cider vinegar."),
      dish("Street Corn", 500, "veg", "Smoked corn with cotija and chilli-lime mayo."),
      dish("Collard Greens", 450, "vegan", "Braised with smoked onion and chilli vinegar."),
    ]),
    category("Desserts", [
      sweet("Banana Pudding", 600, "veg", "Vanilla custard, bananas and Nilla wafers."),
      sweet("Pecan Pie", 700, "veg", "Texas pecans in a brown-butter custard.", limited(6, 2)),
      sweet("Peach Cobbler", 650, "veg", "Warm cobbler with a biscuit top."),
    ]),
    category("Drinks", [
      drink("Sweet Tea", 350, "vegan", "Southern-style, brewed fresh every morning."),
      drink("Big Red", 300, "vegan", "The Texas red cream soda."),
      drink("Lemonade", 400, "vegan", "Fresh-squeezed with a touch of mint."),
      drink("Lone Star Beer", 500, "vegan", "Longneck, the national beer of Texas (21+).", { menuTypes: ["dinein"] }),
      drink("Shiner Bock", 600, "vegan", "Texas amber lager (21+).", { menuTypes: ["dinein"] }),
    ]),
  ],
};
