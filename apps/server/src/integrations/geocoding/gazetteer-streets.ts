/**
 * The built-in geocoder's streets and landmarks of the demo cities (the seed's restaurants stand in them). Each street
 * is a straight line from where its numbers start to where they end: good enough to drop a pin on the right block,
 * which the diner then drags to the door. Points are [lat, lng]. Data, not logic.
 */

export interface GazetteerStreet {
  name: string;
  /** Other ways diners write it ("MG Road"). */
  aliases?: string[];
  from: [number, number];
  to: [number, number];
  /** The house numbers at `from` and `to`. */
  numbers?: [number, number];
}

export interface GazetteerCity {
  city: string;
  aliases: string[];
  region: string;
  country: string;
  streets: GazetteerStreet[];
  landmarks: { name: string; point: [number, number] }[];
}

export const GAZETTEER: GazetteerCity[] = [
  {
    city: "San Francisco",
    aliases: ["sf", "san francisco ca"],
    region: "CA",
    country: "US",
    streets: [
      { name: "Market Street", from: [37.7946, -122.395], to: [37.7625, -122.435], numbers: [1, 2400] },
      { name: "Mission Street", from: [37.7915, -122.3937], to: [37.72, -122.437], numbers: [1, 5000] },
      { name: "Valencia Street", from: [37.77, -122.4222], to: [37.747, -122.4205], numbers: [1, 1300] },
      { name: "Guerrero Street", from: [37.77, -122.4245], to: [37.743, -122.4225], numbers: [1, 1500] },
      { name: "Dolores Street", from: [37.769, -122.426], to: [37.742, -122.424], numbers: [1, 1500] },
      { name: "Church Street", from: [37.768, -122.429], to: [37.742, -122.427], numbers: [1, 1500] },
      { name: "Castro Street", from: [37.767, -122.435], to: [37.742, -122.433], numbers: [1, 1500] },
      { name: "Folsom Street", from: [37.7905, -122.3905], to: [37.748, -122.4135], numbers: [1, 3300] },
      { name: "Howard Street", from: [37.7917, -122.3925], to: [37.772, -122.419], numbers: [1, 1800] },
      { name: "Bryant Street", from: [37.787, -122.39], to: [37.746, -122.41], numbers: [1, 3200] },
      { name: "16th Street", from: [37.7668, -122.39], to: [37.764, -122.433], numbers: [1, 4000] },
      { name: "24th Street", from: [37.7527, -122.405], to: [37.751, -122.435], numbers: [2000, 4200] },
      { name: "Post Street", from: [37.7885, -122.403], to: [37.7842, -122.4345], numbers: [1, 2000] },
      { name: "Geary Boulevard", aliases: ["geary street"], from: [37.7876, -122.4036], to: [37.78, -122.465], numbers: [1, 5000] },
      { name: "California Street", from: [37.7935, -122.397], to: [37.785, -122.48], numbers: [1, 6000] },
      { name: "Van Ness Avenue", from: [37.775, -122.419], to: [37.804, -122.4255], numbers: [1, 3000] },
      { name: "Fillmore Street", from: [37.77, -122.43], to: [37.802, -122.436], numbers: [1, 3300] },
      { name: "Divisadero Street", from: [37.769, -122.437], to: [37.801, -122.443], numbers: [1, 3000] },
      { name: "Haight Street", from: [37.7725, -122.422], to: [37.769, -122.454], numbers: [1, 1900] },
      { name: "Columbus Avenue", from: [37.796, -122.404], to: [37.805, -122.418], numbers: [1, 1000] },
      { name: "The Embarcadero", aliases: ["embarcadero"], from: [37.776, -122.389], to: [37.808, -122.415], numbers: [1, 2000] },
    ],
    landmarks: [
      { name: "Ferry Building", point: [37.7955, -122.3937] },
      { name: "Union Square", point: [37.788, -122.4075] },
      { name: "Dolores Park", point: [37.7596, -122.4269] },
      { name: "Japantown Peace Plaza", point: [37.7853, -122.43] },
    ],
  },
  {
    city: "New York",
    aliases: ["new york city", "nyc", "manhattan", "new york ny"],
    region: "NY",
    country: "US",
    streets: [
      { name: "Broadway", from: [40.704, -74.013], to: [40.79, -73.974], numbers: [1, 2600] },
      { name: "Bleecker Street", from: [40.7256, -73.9922], to: [40.7385, -74.0063], numbers: [1, 420] },
      { name: "Irving Place", from: [40.733, -73.989], to: [40.7375, -73.986], numbers: [1, 90] },
      { name: "Hudson Street", from: [40.718, -74.009], to: [40.74, -74.006], numbers: [1, 900] },
      { name: "Christopher Street", from: [40.7335, -73.999], to: [40.733, -74.01], numbers: [1, 200] },
      {
        name: "West 4th Street",
        aliases: ["w 4th street", "4th street"],
        from: [40.7295, -73.9955],
        to: [40.7365, -74.0035],
        numbers: [1, 350],
      },
      {
        name: "14th Street",
        aliases: ["east 14th street", "west 14th street"],
        from: [40.733, -73.975],
        to: [40.741, -74.008],
        numbers: [1, 700],
      },
      {
        name: "23rd Street",
        aliases: ["east 23rd street", "west 23rd street"],
        from: [40.737, -73.975],
        to: [40.748, -74.006],
        numbers: [1, 700],
      },
      { name: "Houston Street", from: [40.72, -73.978], to: [40.728, -74.011], numbers: [1, 700] },
      { name: "Canal Street", from: [40.7145, -73.99], to: [40.7235, -74.0095], numbers: [1, 600] },
      { name: "Fifth Avenue", aliases: ["5th avenue"], from: [40.7315, -73.997], to: [40.797, -73.95], numbers: [1, 2100] },
      {
        name: "Sixth Avenue",
        aliases: ["6th avenue", "avenue of the americas"],
        from: [40.721, -74.004],
        to: [40.765, -73.976],
        numbers: [1, 1500],
      },
      {
        name: "Seventh Avenue South",
        aliases: ["7th avenue south"],
        from: [40.7305, -74.0035],
        to: [40.7375, -74.0005],
        numbers: [1, 100],
      },
      { name: "Park Avenue South", aliases: ["park avenue"], from: [40.7385, -73.9875], to: [40.751, -73.9785], numbers: [200, 500] },
      { name: "Lexington Avenue", from: [40.739, -73.983], to: [40.783, -73.952], numbers: [1, 1800] },
      { name: "Third Avenue", aliases: ["3rd avenue"], from: [40.729, -73.989], to: [40.78, -73.953], numbers: [1, 1800] },
      { name: "Second Avenue", aliases: ["2nd avenue"], from: [40.7245, -73.9905], to: [40.78, -73.95], numbers: [1, 1800] },
      { name: "First Avenue", aliases: ["1st avenue"], from: [40.722, -73.9855], to: [40.78, -73.945], numbers: [1, 1800] },
      { name: "Avenue A", from: [40.7225, -73.9865], to: [40.731, -73.981], numbers: [1, 250] },
    ],
    landmarks: [
      { name: "Union Square", point: [40.7359, -73.9911] },
      { name: "Gramercy Park", point: [40.7381, -73.986] },
      { name: "Washington Square Park", point: [40.7308, -73.9973] },
      { name: "Flatiron Building", point: [40.7411, -73.9897] },
    ],
  },
  {
    city: "Austin",
    aliases: ["austin tx"],
    region: "TX",
    country: "US",
    streets: [
      {
        name: "South Congress Avenue",
        aliases: ["s congress avenue", "soco"],
        from: [30.2615, -97.7455],
        to: [30.215, -97.769],
        numbers: [100, 4500],
      },
      { name: "Congress Avenue", from: [30.264, -97.744], to: [30.275, -97.74], numbers: [100, 1200] },
      {
        name: "6th Street",
        aliases: ["east 6th street", "west 6th street", "sixth street"],
        from: [30.268, -97.755],
        to: [30.263, -97.725],
        numbers: [1, 2400],
      },
      { name: "South Lamar Boulevard", aliases: ["s lamar boulevard"], from: [30.264, -97.761], to: [30.23, -97.79], numbers: [100, 3600] },
      {
        name: "North Lamar Boulevard",
        aliases: ["lamar boulevard", "n lamar boulevard"],
        from: [30.27, -97.757],
        to: [30.33, -97.725],
        numbers: [100, 6000],
      },
      {
        name: "South 1st Street",
        aliases: ["s 1st street", "south first street"],
        from: [30.263, -97.749],
        to: [30.22, -97.77],
        numbers: [100, 4500],
      },
      { name: "Barton Springs Road", from: [30.261, -97.75], to: [30.264, -97.771], numbers: [100, 2200] },
      { name: "Guadalupe Street", from: [30.265, -97.747], to: [30.305, -97.738], numbers: [100, 4000] },
      { name: "Riverside Drive", from: [30.259, -97.748], to: [30.239, -97.718], numbers: [1, 3000] },
      { name: "Cesar Chavez Street", from: [30.2655, -97.765], to: [30.257, -97.725], numbers: [1, 2500] },
      { name: "Oltorf Street", from: [30.239, -97.775], to: [30.234, -97.74], numbers: [100, 2000] },
      { name: "Annie Street", from: [30.2485, -97.7555], to: [30.2475, -97.7465], numbers: [100, 600] },
      { name: "Red River Street", from: [30.263, -97.737], to: [30.29, -97.728], numbers: [100, 3000] },
      { name: "Rainey Street", from: [30.2585, -97.7395], to: [30.2615, -97.7385], numbers: [1, 100] },
      { name: "East Cesar Chavez Street", from: [30.2585, -97.735], to: [30.255, -97.715], numbers: [1, 2000] },
    ],
    landmarks: [
      { name: "Texas State Capitol", point: [30.2747, -97.7404] },
      { name: "Zilker Park", point: [30.2669, -97.7729] },
      { name: "Lady Bird Lake", point: [30.2625, -97.75] },
    ],
  },
  {
    city: "Mumbai",
    aliases: ["bombay", "mumbai maharashtra"],
    region: "Maharashtra",
    country: "IN",
    streets: [
      { name: "Colaba Causeway", aliases: ["shahid bhagat singh road"], from: [18.927, 72.832], to: [18.908, 72.813], numbers: [1, 300] },
      { name: "Mandlik Road", from: [18.923, 72.833], to: [18.9215, 72.831], numbers: [1, 40] },
      { name: "Apollo Bunder Road", from: [18.9225, 72.8335], to: [18.9195, 72.8305], numbers: [1, 60] },
      {
        name: "Marine Drive",
        aliases: ["netaji subhash chandra bose road"],
        from: [18.932, 72.824],
        to: [18.953, 72.817],
        numbers: [1, 200],
      },
      { name: "Mahatma Gandhi Road", aliases: ["mg road"], from: [18.9265, 72.832], to: [18.939, 72.8335], numbers: [1, 300] },
      { name: "Dadabhai Naoroji Road", aliases: ["dn road"], from: [18.931, 72.8345], to: [18.9405, 72.835], numbers: [1, 300] },
      { name: "Veer Nariman Road", from: [18.932, 72.8325], to: [18.9325, 72.8235], numbers: [1, 200] },
      { name: "Pedder Road", aliases: ["gopalrao deshmukh marg"], from: [18.9655, 72.8085], to: [18.972, 72.8105], numbers: [1, 150] },
      { name: "Nepean Sea Road", from: [18.9545, 72.8035], to: [18.9615, 72.8075], numbers: [1, 150] },
      { name: "Linking Road", from: [19.056, 72.834], to: [19.08, 72.836], numbers: [1, 600] },
      { name: "Hill Road", from: [19.054, 72.84], to: [19.052, 72.826], numbers: [1, 300] },
      { name: "Chapel Road", from: [19.056, 72.83], to: [19.0545, 72.832], numbers: [1, 60] },
      { name: "Carter Road", from: [19.062, 72.822], to: [19.072, 72.824], numbers: [1, 200] },
      { name: "Turner Road", from: [19.0605, 72.8365], to: [19.0595, 72.828], numbers: [1, 200] },
      { name: "Waterfield Road", from: [19.063, 72.8345], to: [19.0625, 72.8285], numbers: [1, 150] },
      { name: "Swami Vivekananda Road", aliases: ["sv road", "s v road"], from: [19.055, 72.84], to: [19.12, 72.845], numbers: [1, 1000] },
      { name: "Bandra Kurla Complex Road", aliases: ["bkc road"], from: [19.06, 72.86], to: [19.07, 72.87], numbers: [1, 100] },
    ],
    landmarks: [
      { name: "Gateway of India", point: [18.922, 72.8347] },
      { name: "Taj Mahal Palace", point: [18.9217, 72.833] },
      { name: "Mount Mary Church", point: [19.0465, 72.8224] },
      { name: "Bandra Bandstand", point: [19.046, 72.82] },
    ],
  },
  {
    city: "Bengaluru",
    aliases: ["bangalore", "bengaluru karnataka"],
    region: "Karnataka",
    country: "IN",
    streets: [
      {
        name: "100 Feet Road",
        aliases: ["100 ft road", "hundred feet road"],
        from: [12.96, 77.64],
        to: [12.985, 77.641],
        numbers: [1, 1200],
      },
      { name: "CMH Road", aliases: ["chinmaya mission hospital road"], from: [12.979, 77.63], to: [12.978, 77.65], numbers: [1, 1000] },
      { name: "12th Main Road", aliases: ["12th main"], from: [12.9655, 77.6385], to: [12.9795, 77.6395], numbers: [1, 700] },
      { name: "Double Road", from: [12.9725, 77.6315], to: [12.9735, 77.6475], numbers: [1, 600] },
      { name: "Old Airport Road", aliases: ["hal airport road"], from: [12.96, 77.64], to: [12.956, 77.7], numbers: [1, 1200] },
      { name: "Mahatma Gandhi Road", aliases: ["mg road", "m g road"], from: [12.9755, 77.602], to: [12.973, 77.62], numbers: [1, 200] },
      { name: "Brigade Road", from: [12.974, 77.607], to: [12.966, 77.609], numbers: [1, 150] },
      { name: "Church Street", from: [12.975, 77.603], to: [12.976, 77.608], numbers: [1, 100] },
      { name: "Residency Road", from: [12.97, 77.6], to: [12.968, 77.614], numbers: [1, 200] },
      { name: "Richmond Road", from: [12.965, 77.598], to: [12.963, 77.614], numbers: [1, 200] },
      { name: "Sampige Road", from: [12.993, 77.571], to: [13.01, 77.569], numbers: [1, 400] },
      { name: "Margosa Road", from: [12.994, 77.568], to: [13.011, 77.566], numbers: [1, 400] },
      { name: "8th Cross Road", aliases: ["8th cross"], from: [13.0031, 77.562], to: [13.0031, 77.572], numbers: [1, 100] },
      { name: "15th Cross Road", aliases: ["15th cross"], from: [13.0085, 77.562], to: [13.0085, 77.572], numbers: [1, 100] },
      { name: "Sankey Road", from: [12.994, 77.576], to: [13.012, 77.581], numbers: [1, 200] },
      { name: "Bellary Road", from: [12.995, 77.585], to: [13.04, 77.59], numbers: [1, 500] },
    ],
    landmarks: [
      { name: "Cubbon Park", point: [12.9763, 77.5929] },
      { name: "Vidhana Soudha", point: [12.9794, 77.5907] },
      { name: "Bangalore Palace", point: [12.9987, 77.592] },
      { name: "Indiranagar Metro Station", point: [12.9784, 77.6408] },
    ],
  },
];
