/**
 * The head of a restaurant's web page as the server sends it (issue 28): its title and description, a canonical
 * address, Open Graph tags for link previews, and schema.org JSON-LD for search engines: the `Restaurant`, and on a
 * menu page its `Menu` by section. Made from the same details and menu the API answers.
 */
import { WEEKDAY_NAMES } from "@forkful/contracts/constants";
import type { MenuData } from "@forkful/contracts/menu";
import type { RestaurantDetail } from "@forkful/contracts/merchants";
import { MINOR_UNITS_PER_MAJOR } from "@forkful/contracts/money";
import { restaurantDisplayName, restaurantPageDescription, restaurantPageTitle } from "@forkful/contracts/restaurant-page";

export interface RestaurantHeadFacts {
  restaurant: RestaurantDetail;
  /** The menu shown, on a menu page. */
  menu: MenuData | null;
  /** The site's own address (no trailing slash) and the page's path under it. */
  baseUrl: string;
  path: string;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] as string);

/** JSON inside a script element: nothing in it can close the element or end a line of script. */
export const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");

const price = (minorUnits: number) => (minorUnits / MINOR_UNITS_PER_MAJOR).toFixed(2);

function menuJsonLd(menu: MenuData, name: string, url: string) {
  return {
    "@type": "Menu",
    name: `${name} menu`,
    url,
    hasMenuSection: menu.availableCategory.map((category) => ({
      "@type": "MenuSection",
      name: category,
      hasMenuItem: menu.menu
        .filter((item) => item.category === category)
        .map((item) => ({
          "@type": "MenuItem",
          name: item.itemName,
          ...(item.description ? { description: item.description } : {}),
          offers: { "@type": "Offer", price: price(item.price), priceCurrency: menu.currency },
        })),
    })),
  };
}

function restaurantJsonLd({ restaurant: r, menu, baseUrl }: RestaurantHeadFacts) {
  const home = `${baseUrl}/${r.merchantType}/${r.locationSlug}`;
  const name = restaurantDisplayName(r);
  return {
    "@context": "https://schema.org",
    "@type": "Restaurant",
    name,
    url: home,
    ...(r.media.length > 0 ? { image: r.media.map((m) => `${baseUrl}${m.url}`) } : {}),
    telephone: r.phoneNumber,
    address: { "@type": "PostalAddress", streetAddress: r.address, addressLocality: r.city, addressCountry: r.country },
    geo: { "@type": "GeoCoordinates", latitude: r.lat, longitude: r.lng },
    servesCuisine: r.cuisine,
    acceptsReservations: !r.disabledServices.isReservation,
    openingHoursSpecification: r.workingHours.map((hours) => ({
      "@type": "OpeningHoursSpecification",
      dayOfWeek: `https://schema.org/${WEEKDAY_NAMES[hours.day]}`,
      opens: hours.open,
      closes: hours.close,
    })),
    ...(r.ratingCount > 0
      ? { aggregateRating: { "@type": "AggregateRating", ratingValue: r.rating, ratingCount: r.ratingCount, bestRating: 5 } }
      : {}),
    hasMenu: menu ? menuJsonLd(menu, name, `${home}/menu/${menu.menuType}`) : `${home}/menu`,
  };
}

/** The tags of the page's head, in place of the app's generic title and description. */
export function restaurantHead(facts: RestaurantHeadFacts): string {
  const { restaurant, baseUrl, path } = facts;
  const title = escapeHtml(restaurantPageTitle(restaurant));
  const description = escapeHtml(restaurantPageDescription(restaurant));
  const url = escapeHtml(`${baseUrl}${path}`);
  const image = restaurant.media[0] ? escapeHtml(`${baseUrl}${restaurant.media[0].url}`) : null;
  return [
    `<title>${title}</title>`,
    `<meta name="description" content="${description}" />`,
    `<link rel="canonical" href="${url}" />`,
    `<meta property="og:type" content="restaurant.restaurant" />`,
    `<meta property="og:site_name" content="Forkful" />`,
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    `<meta property="og:url" content="${url}" />`,
    ...(image ? [`<meta property="og:image" content="${image}" />`] : []),
    `<meta name="twitter:card" content="${image ? "summary_large_image" : "summary"}" />`,
    `<script type="application/ld+json">${scriptJson(restaurantJsonLd(facts))}</script>`,
  ].join("\n    ");
}
