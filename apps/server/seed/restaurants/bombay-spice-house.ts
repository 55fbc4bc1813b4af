/** Bombay Spice House, Indiranagar (Bengaluru): North Indian with split lunch and dinner sessions. */

import { floorPlan } from "../floor-plan";
import { ALL_DAYS, hours } from "../hours";
import { INDIA_DEFAULTS } from "../location-defaults";
import { addons, category, dish, drink, limited, sizes, spice, sub, sweet } from "../menu-builders";
import type { SeedRestaurant } from "../types";

const curryExtras = addons("Add on", [
  ["Extra gravy", 6000],
  ["Butter naan", 6000],
  ["Jeera rice", 9000],
]);

export const bombaySpiceHouse: SeedRestaurant = {
  merchant: {
    slug: "bombay-spice-house",
    name: "Bombay Spice House",
    merchantType: "restaurant",
    aboutUs:
      "Bombay Spice House brings the flavours of Mumbai's Irani cafés and Old Delhi's kebab lanes to Indiranagar. Our tandoor is fired from noon, our dals simmer overnight and every masala is ground in-house each morning.",
  },
  location: {
    ...INDIA_DEFAULTS,
    locationSlug: "bombay-spice-house-indiranagar",
    branchName: "Bombay Spice House - Indiranagar",
    branch: "Indiranagar",
    address: "482, 100 Feet Road, HAL 2nd Stage, Indiranagar, Bengaluru, Karnataka 560038",
    city: "Bengaluru",
    lat: 12.9719,
    lng: 77.6412,
    phoneNumber: "+918041234567",
    rating: 4.5,
    cost: 140000,
    timeZoneCd: "Asia/Kolkata",
    workingHours: hours(ALL_DAYS, ["12:00", "15:30"], ["19:00", "23:30"]),
    delivery: true,
    highChair: true,
    parking: true,
    onlineCheckin: true,
    quickCheckIn: true,
    cuisine: ["North Indian", "Mughlai", "Street Food"],
    facilities: ["Air conditioned", "Family seating", "Valet parking", "Wheelchair accessible"],
    pref: ["Indoor", "Rooftop"],
    tableSection: [
      { id: 1, name: "Ground Floor" },
      { id: 2, name: "Rooftop" },
    ],
  },
  mediaCode: "bsh-indiranagar",
  brand: { primary: "#C2410C", secondary: "#F59E0B" },
  tagline: "North Indian · Mughlai · Indiranagar, Bengaluru",
  coverCount: 2,
  orderTypes: ["pickup", "delivery", "dinein"],
  // A rooftop two-top (T12) stays for walk-ins.
  floor: floorPlan(
    [
      [1, [2, 2, 4, 4, 4, 6, 8]],
      [2, [2, 4, 4, 6, 2]],
    ],
    [12],
  ),
  menu: [
    category(
      "Starters",
      [],
      [
        sub("Vegetarian Starters", [
          dish(
            "Paneer Tikka",
            32000,
            "veg",
            "Cottage cheese marinated in hung curd and kashmiri chilli, charred in the tandoor with peppers and onion.",
            {
              modifiers: [spice()],
            },
          ),
          dish("Hara Bhara Kebab", 26000, "vegan", "Spinach, green peas and potato patties with ginger and green chilli, shallow fried."),
          dish("Dahi Ke Kebab", 28000, "veg", "Crisp hung-curd croquettes with a soft, creamy centre, served with mint chutney."),
          dish("Vada Pav Sliders", 22000, "vegan", "Mumbai's favourite: spiced potato vadas in soft pav with dry garlic chutney.", {
            modifiers: [spice()],
          }),
        ]),
        sub("Kebabs & Tandoor", [
          dish("Chicken Tikka", 38000, "non-veg", "Boneless chicken thigh in a smoky yoghurt and garam masala marinade.", {
            modifiers: [spice()],
          }),
          dish("Mutton Seekh Kebab", 45000, "non-veg", "Minced lamb with fresh herbs on skewers, cooked over charcoal.", limited(6, 2)),
          dish("Tandoori Prawns", 62000, "non-veg", "Tiger prawns in ajwain and mustard marinade, finished with lime.", {
            ...limited(5, 2),
            menuTypes: ["dinein"],
          }),
          dish("Malai Chicken Tikka", 40000, "non-veg", "Creamy cashew and cheese marinade, mildly spiced with green cardamom."),
        ]),
      ],
    ),
    category(
      "Curries",
      [],
      [
        sub("Vegetarian Curries", [
          dish("Dal Makhani", 29000, "veg", "Black lentils slow-cooked overnight with butter and cream.", { modifiers: [curryExtras] }),
          dish("Paneer Butter Masala", 34000, "veg", "Paneer in a silky tomato, butter and fenugreek gravy.", { modifiers: [curryExtras] }),
          dish("Chana Masala", 26000, "vegan", "Chickpeas simmered with onion, tomato and a dark roasted spice blend.", {
            modifiers: [spice()],
          }),
          dish("Palak Paneer", 32000, "veg", "Fresh spinach purée with cubes of paneer, garlic and a touch of cream."),
          dish("Baingan Bharta", 27000, "vegan", "Fire-roasted aubergine mashed with onion, tomato and green chilli."),
        ]),
        sub("Non-Vegetarian Curries", [
          dish("Butter Chicken", 42000, "non-veg", "Tandoor-roasted chicken in our classic makhani gravy.", { modifiers: [curryExtras] }),
          dish("Mutton Rogan Josh", 52000, "non-veg", "Kashmiri-style lamb curry with ratan jot and fennel.", { modifiers: [spice()] }),
          dish("Chicken Chettinad", 44000, "non-veg", "Peppery Chettinad curry with freshly ground spices and curry leaves.", {
            modifiers: [spice(["Medium", "Hot", "Extra hot"], 0)],
          }),
          dish("Goan Fish Curry", 48000, "non-veg", "Kingfish in a tangy coconut and kokum curry.", { display: 0 }),
        ]),
      ],
    ),
    category("Biryani & Rice", [
      dish(
        "Hyderabadi Chicken Dum Biryani",
        44000,
        "non-veg",
        "Aged basmati layered with chicken, saffron and fried onion, sealed and slow cooked.",
        {
          modifiers: [
            sizes([
              ["Regular (serves 1)", 0],
              ["Family (serves 3)", 48000],
            ]),
            addons("Extras", [
              ["Boiled egg", 4000],
              ["Burani raita", 8000],
              ["Mirchi ka salan", 9000],
            ]),
          ],
        },
      ),
      dish("Subz Dum Biryani", 36000, "veg", "Seasonal vegetables and paneer dum-cooked with basmati and mint.", {
        modifiers: [
          sizes([
            ["Regular (serves 1)", 0],
            ["Family (serves 3)", 40000],
          ]),
        ],
      }),
      dish("Jeera Rice", 18000, "vegan", "Basmati tempered with cumin and ghee-free oil."),
      dish("Biryani Feast Box", 149000, "non-veg", "Family box: chicken biryani, two kebab platters, raita and gulab jamun for four.", {
        menuTypes: ["pickup", "delivery"],
      }),
    ]),
    category("Breads", [
      dish("Butter Naan", 7000, "veg", "Leavened bread from the tandoor, brushed with butter."),
      dish("Garlic Naan", 8500, "veg", "Naan topped with chopped garlic and coriander."),
      dish("Tandoori Roti", 5000, "vegan", "Whole-wheat flatbread baked in the tandoor."),
      dish("Lachha Paratha", 8000, "veg", "Flaky layered whole-wheat paratha."),
    ]),
    category("Desserts", [
      sweet("Gulab Jamun", 15000, "veg", "Two warm milk dumplings in rose and cardamom syrup."),
      sweet("Rasmalai", 18000, "veg", "Soft cottage cheese discs in saffron milk with pistachio."),
      sweet("Kulfi Falooda", 22000, "veg", "Malai kulfi with falooda noodles, basil seeds and rose syrup.", limited(5, 2)),
    ]),
    category("Beverages", [
      drink("Masala Chaas", 9000, "veg", "Spiced buttermilk with roasted cumin and mint."),
      drink("Mango Lassi", 14000, "veg", "Alphonso mango blended with thick yoghurt.", {
        modifiers: [
          sizes([
            ["Regular", 0],
            ["Large", 5000],
          ]),
        ],
      }),
      drink("Fresh Lime Soda", 11000, "vegan", "Sweet, salted or mixed, made to order."),
      drink("Irani Chai", 8000, "veg", "Slow-brewed tea with condensed milk, the Bombay way."),
    ]),
  ],
};
