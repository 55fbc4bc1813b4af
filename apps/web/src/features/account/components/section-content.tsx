import type { ReactNode } from "react";
import { useSession } from "../../../shared/hooks/use-session";
import type { AccountSection } from "../lib/sections";
import { CancellationPolicy } from "./cancellation-policy";
import { Faq } from "./faq";
import { PoliciesList } from "./policies-list";
import { PrivacyPolicy } from "./privacy-policy";
import { ProfileSection } from "./profile/profile-section";
import { SignInPrompt } from "./sign-in-prompt";
import { TermsOfService } from "./terms-of-service";

const SIGN_IN_BODY: Partial<Record<AccountSection, string>> = {
  Profile: "Your details, your password and your promotions choice are kept with your account.",
  Favorites: "Keep the restaurants and dishes you love, on every device you sign in on.",
  DeliveryAddress: "Save the places you order to and pick one at checkout.",
  MyOrders: "See your orders, their status and their receipts.",
  Cards: "Cards you save at checkout are kept with your account.",
  Support: "Ask a restaurant for help, about an order or anything else, and read its answers here.",
};

export interface SectionContentProps {
  section: AccountSection;
  orderId: string | null;
  basePath: string;
  ordersSection: ReactNode;
  /** Delivery addresses (the addresses feature, composed by the app). */
  addressesSection: ReactNode;
  /** Saved cards (the payments feature, composed by the app). */
  cardsSection: ReactNode;
  /** Favourite restaurants and dishes (the favourites feature, composed by the app). */
  favouritesSection: ReactNode;
  /** Help & support (the support feature, composed by the app). */
  supportSection?: ReactNode;
  orderSummary: (orderId: string) => ReactNode;
}

/** What an account section shows; the sections of an account ask a signed-out diner to sign in. */
export function SectionContent({
  section,
  orderId,
  basePath,
  ordersSection,
  addressesSection,
  cardsSection,
  favouritesSection,
  supportSection = null,
  orderSummary,
}: SectionContentProps) {
  const session = useSession();
  const body = SIGN_IN_BODY[section];
  if (body && session.kind === "guest") return <SignInPrompt body={body} />;
  switch (section) {
    case "Profile":
      return <ProfileSection />;
    case "Favorites":
      return favouritesSection;
    case "DeliveryAddress":
      return addressesSection;
    case "MyOrders":
      return orderId ? orderSummary(orderId) : ordersSection;
    case "Cards":
      return cardsSection;
    case "Support":
      return supportSection;
    case "policies":
      return <PoliciesList basePath={basePath} />;
    case "policies/terms":
      return <TermsOfService />;
    case "policies/CancellationPolicy":
      return <CancellationPolicy />;
    case "policies/PrivacyPolicy":
      return <PrivacyPolicy />;
    case "FAQ":
      return <Faq />;
  }
}
