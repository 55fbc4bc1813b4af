/** Mission Verde Taqueria (San Francisco): counter-service taqueria; reservations are disabled. */
import { ALL_DAYS, hours } from "../hours";
import { US_DEFAULTS } from "../location-defaults";
import { addons, category, dish, drink, limited, sizes, spice, sub, sweet } from "../menu-builders";
import type { SeedRestaurant } from "../types";

const salsa = spice(["Salsa fresca (mild)", "Salsa verde (medium)", "Salsa roja (hot)", "Habanero (extra hot)"], 1);
const burritoExtras = addons("Extras", [
  ["Guacamole", 250],
  ["Sour cream", 100],
  ["Extra cheese", 150],
  ["Grilled jalapeños", 75],
]);
const taqueriaSizes = sizes([
  ["Regular", 0],
  ["Super", 300],
]);

export const missionVerdeTaqueria: SeedRestaurant = {
  merchant: {
    slug: "mission-verde-taqueria",
    name: "Mission Verde Taqueria",
    merchantType: "restaurant",
    aboutUs:
      "A family-run taqueria on Mission Street since 1994. Tortillas are pressed to order from nixtamalised masa, carnitas are braised in copper pots and our salsas are made fresh twice a day. Counter service only: no reservations, just walk in.",
  },
  location: {
    ...US_DEFAULTS,
    locationSlug: "mission-verde-taqueria-mission-district",
    branchName: "Mission Verde Taqueria - Mission District",
    branch: "Mission District",
    address: "2889 Mission Street, San Francisco, CA 94110",
    city: "San Francisco",
    lat: 37.7509,
    lng: -122.4182,
    phoneNumber: "+14155550123",
    rating: 4.4,
    cost: 3500,
    timeZoneCd: "America/Los_Angeles",
    workingHours: hours(ALL_DAYS, ["10:00", "22:00"]),
    defaultTax: 863,
    orderTax: 863,
    defaultItemTax: 863,
    delivery: true,
    dining: true,
    highChair: true,
    onlineCheckin: false,
    disabledServices: { isReservation: true },
    cuisine: ["Mexican", "Tacos", "Burritos"],
    facilities: ["Counter service", "Kid friendly", "Outdoor parklet seating"],
    pref: ["Indoor", "Parklet"],
    deliverySettings: { minimumOrder: 1200, deliveryFee: 299, freeDeliveryAbove: 4000 },
  },
  mediaCode: "mvt-mission",
  brand: { primary: "#15803D", secondary: "#EAB308" },
  tagline: "Tacos · Burritos · Mission District, San Francisco",
  coverCount: 1,
  orderTypes: ["pickup", "delivery"],
  menu: [
    category(
      "Tacos",
      [],
      [
        sub("Meat & Seafood", [
          dish("Carne Asada Taco", 425, "non-veg", "Grilled marinated steak, onion, cilantro and salsa on corn tortillas.", {
            modifiers: [salsa],
          }),
          dish("Al Pastor Taco", 400, "non-veg", "Spit-roasted adobo pork with pineapple.", { modifiers: [salsa] }),
          dish("Carnitas Taco", 400, "non-veg", "Slow-braised pork shoulder, crisped on the plancha.", { modifiers: [salsa] }),
          dish("Baja Fish Taco", 475, "non-veg", "Beer-battered rockfish, cabbage slaw and chipotle crema."),
          dish("Birria Taco", 500, "non-veg", "Braised beef, melted cheese, crisped in consommé, with a cup for dipping.", limited(8, 3)),
        ]),
        sub("Veggie", [
          dish("Rajas con Queso Taco", 375, "veg", "Roasted poblano strips with cream and melted Oaxaca cheese."),
          dish("Sweet Potato & Black Bean Taco", 375, "vegan", "Roasted sweet potato, black beans, pickled onion and salsa verde."),
          dish("Hongos Taco", 400, "vegan", "Garlic-epazote mushrooms with salsa macha."),
        ]),
      ],
    ),
    category("Burritos", [
      dish("Carne Asada Burrito", 1350, "non-veg", "Steak, rice, pinto beans, salsa and cilantro in a flour tortilla.", {
        modifiers: [taqueriaSizes, salsa, burritoExtras],
      }),
      dish("Pollo Asado Burrito", 1250, "non-veg", "Citrus-marinated grilled chicken, rice and black beans.", {
        modifiers: [taqueriaSizes, salsa, burritoExtras],
      }),
      dish("Carnitas Burrito", 1250, "non-veg", "Carnitas, rice, pinto beans and salsa fresca.", {
        modifiers: [taqueriaSizes, salsa, burritoExtras],
      }),
      dish("Veggie Burrito", 1100, "veg", "Grilled peppers, rice, black beans, cheese and guacamole.", {
        modifiers: [taqueriaSizes, salsa, burritoExtras],
      }),
      dish("California Burrito", 1450, "non-veg", "Carne asada, fries, cheese and sour cream, San Diego style.", { display: 0 }),
    ]),
    category("Bowls & Plates", [
      dish("Burrito Bowl", 1300, "non-veg", "Pollo asado over rice, beans, lettuce, pico and cheese.", {
        modifiers: [salsa, burritoExtras],
      }),
      dish("Quesadilla Suiza", 1150, "veg", "Flour tortilla, Jack cheese, guacamole and sour cream.", {
        modifiers: [
          addons("Add protein", [
            ["Chicken", 300],
            ["Steak", 400],
            ["Mushrooms", 200],
          ]),
        ],
      }),
      dish("Enchiladas Verdes", 1400, "non-veg", "Three chicken enchiladas in tomatillo sauce with rice and beans."),
      dish("Nachos Supreme", 1200, "veg", "Chips, queso, beans, pico, jalapeños and sour cream."),
      dish("Taco Party Pack", 4800, "non-veg", "Twelve assorted tacos (asada, pastor, carnitas), rice, beans, chips and salsa for four.", {
        menuTypes: ["pickup"],
      }),
    ]),
    category("Sides & Salsas", [
      dish("Chips & Guacamole", 800, "vegan", "Hand-mashed avocado, lime, onion and serrano."),
      dish("Chips & Salsa Trio", 600, "vegan", "Salsa fresca, verde and roja."),
      dish("Elote", 550, "veg", "Grilled corn with mayo, cotija, chilli and lime."),
      dish("Rice & Beans", 450, "vegan", "Mexican red rice with pinto or black beans."),
    ]),
    category("Aguas Frescas & Drinks", [
      drink("Horchata", 400, "vegan", "Rice and cinnamon agua fresca.", {
        modifiers: [
          sizes([
            ["Medium", 0],
            ["Large", 150],
          ]),
        ],
      }),
      drink("Agua de Jamaica", 400, "vegan", "Hibiscus flower cooler."),
      drink("Agua de Sandía", 400, "vegan", "Fresh watermelon and lime."),
      drink("Mexican Coca-Cola", 375, "vegan", "Cane sugar, glass bottle."),
      drink("Jarritos", 325, "vegan", "Tamarind, mandarin or lime."),
    ]),
    category("Sweets", [
      sweet("Churros", 550, "vegan", "Cinnamon sugar churros with chocolate dipping sauce."),
      sweet("Tres Leches Cake", 650, "veg", "Sponge soaked in three milks with whipped cream.", limited(5, 2)),
    ]),
  ],
};
