/** The account's sections: what each route shows, its title, and whether it needs a signed-in diner. */

import { CreditCardIcon, FileTextIcon, HeartIcon, HelpIcon, HomeIcon, ReceiptIcon, UserIcon } from "@forkful/ui/icons";
import type { ComponentType, SVGProps } from "react";

export type AccountSection =
  | "Profile"
  | "Favorites"
  | "DeliveryAddress"
  | "MyOrders"
  | "Cards"
  | "Support"
  | "policies"
  | "policies/terms"
  | "policies/CancellationPolicy"
  | "policies/PrivacyPolicy"
  | "FAQ";

export interface SectionInfo {
  title: string;
  summary: string;
  signedInOnly: boolean;
  icon: ComponentType<SVGProps<SVGSVGElement> & { size?: number }>;
}

export const SECTIONS: Record<AccountSection, SectionInfo> = {
  Profile: { title: "Profile", summary: "Your details, sign-in and promotions", signedInOnly: true, icon: UserIcon },
  Favorites: { title: "Favourites", summary: "Restaurants and dishes you keep coming back to", signedInOnly: true, icon: HeartIcon },
  DeliveryAddress: { title: "Delivery addresses", summary: "Where we bring your orders", signedInOnly: true, icon: HomeIcon },
  MyOrders: { title: "My orders", summary: "Your orders and receipts", signedInOnly: true, icon: ReceiptIcon },
  Cards: { title: "Saved cards", summary: "Cards you saved at checkout or added here", signedInOnly: true, icon: CreditCardIcon },
  Support: { title: "Help & support", summary: "Ask a restaurant for help and read its answers", signedInOnly: true, icon: HelpIcon },
  policies: { title: "Policies", summary: "Terms, cancellations and privacy", signedInOnly: false, icon: FileTextIcon },
  "policies/terms": { title: "Terms of service", summary: "The terms of using Forkful", signedInOnly: false, icon: FileTextIcon },
  "policies/CancellationPolicy": { title: "Cancellation policy", summary: "Cancelling an order", signedInOnly: false, icon: FileTextIcon },
  "policies/PrivacyPolicy": { title: "Privacy policy", summary: "What we keep and why", signedInOnly: false, icon: FileTextIcon },
  FAQ: { title: "FAQ", summary: "Answers to common questions", signedInOnly: false, icon: HelpIcon },
};

/** The side menu (desktop) and the account home list (mobile), in this order. */
export const MENU: readonly AccountSection[] = [
  "Profile",
  "Favorites",
  "DeliveryAddress",
  "MyOrders",
  "Cards",
  "Support",
  "policies",
  "FAQ",
];

/** The menu entry a section belongs to (a policy page sits under Policies). */
export const menuEntryOf = (section: AccountSection): AccountSection => (section.startsWith("policies") ? "policies" : section);

/** Where a section's page goes back to on mobile: a policy to the policies list, the rest to the account home. */
export const parentOf = (section: AccountSection): AccountSection | null => (section.startsWith("policies/") ? "policies" : null);

export interface AccountLocation {
  /** null: the account home (mobile) or its default section (desktop). */
  section: AccountSection | null;
  /** An order of MyOrders (/account/MyOrders/{orderId}). */
  orderId: string | null;
  /** The path does not name an account page. */
  invalid: boolean;
}

const NAMED = new Set<string>(Object.keys(SECTIONS));

/**
 * Reads the section from a path: …/account, …/account/{name}, …/account/{name}/{orderId}, the policy pages, and
 * /{merchantType}/{merchantSlug}/PrivacyPolicy.
 */
export function sectionOfPath(pathname: string): AccountLocation {
  const path = pathname.replace(/\/+$/, "");
  if (/\/PrivacyPolicy$/i.test(path) && !/\/account\//i.test(path))
    return { section: "policies/PrivacyPolicy", orderId: null, invalid: false };
  const match = /\/account(?:\/(.*))?$/i.exec(path);
  if (!match) return { section: null, orderId: null, invalid: true };
  const rest = match[1] ? decodeURIComponent(match[1]) : "";
  if (!rest) return { section: null, orderId: null, invalid: false };
  const known = [...NAMED].find((name) => name.toLowerCase() === rest.toLowerCase());
  if (known) return { section: known as AccountSection, orderId: null, invalid: false };
  const [name, orderId, ...more] = rest.split("/");
  if (name?.toLowerCase() === "myorders" && orderId && more.length === 0) return { section: "MyOrders", orderId, invalid: false };
  return { section: null, orderId: null, invalid: true };
}
