/** Hudson Slice Co., West Village (New York): New York pizzeria open past midnight on weekends. */

import { floorPlan } from "../floor-plan";
import { hours } from "../hours";
import { US_DEFAULTS } from "../location-defaults";
import { addons, category, choice, dish, drink, limited, sizes, sub, sweet } from "../menu-builders";
import type { SeedRestaurant } from "../types";

const pieSizes = sizes(
  [
    ['Small 12"', 0],
    ['Large 18"', 800],
  ],
  1,
);
const toppings = addons("Extra toppings", [
  ["Pepperoni", 300],
  ["Mushrooms", 250],
  ["Hot honey", 200],
  ["Extra mozzarella", 300],
]);

export const hudsonSliceCo: SeedRestaurant = {
  merchant: {
    slug: "hudson-slice-co",
    name: "Hudson Slice Co.",
    merchantType: "restaurant",
    aboutUs:
      "Thin, foldable New York pies from a 1960s deck oven on Bleecker Street. We use a 48-hour cold-fermented dough, whole-milk mozzarella and San Marzano tomatoes, and we stay open late on weekends for the after-show crowd.",
  },
  location: {
    ...US_DEFAULTS,
    locationSlug: "hudson-slice-co-west-village",
    branchName: "Hudson Slice Co. - West Village",
    branch: "West Village",
    address: "312 Bleecker Street, New York, NY 10014",
    city: "New York",
    lat: 40.7322,
    lng: -74.0037,
    phoneNumber: "+12125550142",
    rating: 4.3,
    cost: 4500,
    timeZoneCd: "America/New_York",
    workingHours: [...hours([0, 1, 2, 3, 4], ["11:00", "23:00"]), ...hours([5, 6], ["11:00", "02:00"])],
    defaultTax: 888,
    orderTax: 888,
    defaultItemTax: 888,
    delivery: true,
    highChair: true,
    onlineCheckin: true,
    quickCheckIn: true,
    cuisine: ["Pizza", "Italian-American"],
    facilities: ["Late night", "Counter seating", "Kid friendly", "Wheelchair accessible"],
    pref: ["Indoor", "Counter"],
    tableSection: [
      { id: 1, name: "Counter" },
      { id: 2, name: "Back Room" },
    ],
    deliverySettings: { minimumOrder: 2000, deliveryFee: 299, freeDeliveryAbove: 6000 },
  },
  mediaCode: "hsc-west-village",
  brand: { primary: "#B91C1C", secondary: "#F59E0B" },
  tagline: "New York pizza · West Village · Open late Fri & Sat",
  coverCount: 2,
  orderTypes: ["pickup", "delivery", "dinein"],
  // The counter's stools (T1, T2) stay for walk-ins by the slice.
  floor: floorPlan(
    [
      [1, [2, 2, 2]],
      [2, [4, 4, 4, 6, 6, 8, 2]],
    ],
    [1, 2],
  ),
  menu: [
    category(
      "Whole Pies",
      [],
      [
        sub("Classic Pies", [
          dish("Cheese Pie", 2200, "veg", "San Marzano tomato sauce, whole-milk mozzarella, pecorino and basil.", {
            modifiers: [pieSizes, toppings],
          }),
          dish("Pepperoni Pie", 2600, "non-veg", "Cup-and-char pepperoni over our classic cheese pie.", {
            modifiers: [pieSizes, toppings],
          }),
          dish("Margherita Pie", 2500, "veg", "Fresh mozzarella, tomato, extra-virgin olive oil and basil.", {
            modifiers: [pieSizes, toppings],
          }),
          dish("White Pie", 2600, "veg", "Ricotta, mozzarella, garlic and oregano, no sauce.", { modifiers: [pieSizes] }),
        ]),
        sub("Signature Pies", [
          dish("Hot Honey Soppressata", 2900, "non-veg", "Spicy soppressata, mozzarella and chilli-infused honey.", {
            modifiers: [pieSizes],
          }),
          dish("Vodka Pie", 2800, "veg", "Creamy vodka sauce, fresh mozzarella and parmesan.", { modifiers: [pieSizes] }),
          dish("Grandma Square", 3200, "veg", "Pan-baked square pie with garlicky tomato and dollops of mozzarella.", {
            ...limited(6, 2),
            modifiers: [
              choice(
                "Dipping sauces",
                [
                  ["Ranch", 0],
                  ["Garlic butter", 0],
                  ["Hot honey", 100],
                ],
                1,
                2,
              ),
            ],
          }),
          dish("Vegan Garden Pie", 2700, "vegan", "Tomato, roasted peppers, mushrooms, olives and cashew mozzarella.", {
            modifiers: [pieSizes],
          }),
          dish("Clam Pie", 3400, "non-veg", "New Haven-style white clam pie with garlic and parsley.", { display: 0 }),
        ]),
      ],
    ),
    category("By the Slice", [
      dish("Cheese Slice", 400, "veg", "The classic New York slice.", { menuTypes: ["pickup", "dinein"] }),
      dish("Pepperoni Slice", 475, "non-veg", "A slice of our pepperoni pie.", { menuTypes: ["pickup", "dinein"] }),
      dish("Grandma Slice", 500, "veg", "A square from the grandma pie.", { menuTypes: ["pickup", "dinein"] }),
      dish("Vodka Slice", 525, "veg", "A slice of the vodka pie.", { menuTypes: ["pickup", "dinein"] }),
    ]),
    category("Salads & Sides", [
      dish("Garlic Knots", 700, "veg", "Six knots with garlic butter, parsley and marinara.", {
        modifiers: [
          addons("Dips", [
            ["Ranch", 100],
            ["Extra marinara", 100],
          ]),
        ],
      }),
      dish("Caesar Salad", 1200, "non-veg", "Romaine, white anchovy dressing, parmesan and focaccia croutons."),
      dish("Chopped Italian Salad", 1400, "non-veg", "Salami, provolone, chickpeas, olives and red-wine vinaigrette."),
      dish("Arugula Salad", 1100, "vegan", "Arugula, shaved fennel, lemon and olive oil."),
      dish("Meatballs Parm", 1300, "non-veg", "Three beef and pork meatballs in marinara with melted mozzarella."),
      dish("Buffalo Wings", 1400, "non-veg", "Ten wings tossed in buffalo sauce with blue cheese dip.", {
        modifiers: [
          sizes([
            ["10 wings", 0],
            ["20 wings", 1200],
          ]),
        ],
      }),
    ]),
    category("Desserts", [
      sweet("Cannoli", 600, "veg", "Crisp shell filled to order with sweet ricotta and chocolate chips."),
      sweet("Tiramisu", 900, "veg", "Espresso-soaked ladyfingers with mascarpone cream."),
      // Sold out today: shows how the menu treats an item with no stock left.
      sweet("Rainbow Cookie", 450, "veg", "Almond sponge layers with jam and a chocolate top.", limited(0, 2)),
    ]),
    category("Drinks", [
      drink("Mexican Coke", 400, "vegan", "Made with cane sugar, glass bottle."),
      drink("San Pellegrino Limonata", 350, "vegan", "Sparkling lemon soda."),
      drink("Fresh Lemonade", 500, "vegan", "Squeezed to order, lightly sweetened.", {
        modifiers: [
          sizes([
            ["Regular", 0],
            ["Large", 200],
          ]),
        ],
      }),
      drink("Draft Lager", 800, "vegan", "Local pilsner on draft (21+).", { menuTypes: ["dinein"] }),
      drink("Iced Tea", 350, "vegan", "Unsweetened black tea, brewed in-house."),
    ]),
  ],
};
