import { Button } from "@forkful/ui/button";
import { ArrowLeftIcon, LogOutIcon } from "@forkful/ui/icons";
import { useEffect } from "react";
import { Link, Navigate, useLocation } from "react-router";
import { useOptionalRestaurant } from "../../entities/restaurant/hooks/use-current-restaurant";
import { AccountNav } from "../../features/account/components/account-nav";
import { AccountTopBar } from "../../features/account/components/account-top-bar";
import { AccountUserCard } from "../../features/account/components/account-user-card";
import { SectionContent, type SectionContentProps } from "../../features/account/components/section-content";
import { type AccountSection, parentOf, SECTIONS, sectionOfPath } from "../../features/account/lib/sections";
import { AddressBook } from "../../features/addresses/components/address-book";
import { FavouritesList } from "../../features/favourites/components/favourites-list";
import { SavedCardsSection } from "../../features/payments/components/saved-cards/saved-cards-section";
import { useIsMobile } from "../../shared/hooks/use-is-mobile";
import { useSession } from "../../shared/hooks/use-session";
import { useRouteParams } from "../../shared/lib/route-params";
import { SiteHeader } from "../../shared/ui/site-header";
import { AccountSupport } from "./account-support";
import { MyOrdersSection } from "./my-orders-section";
import { OrderReceiptById } from "./receipt-page";

function SignOutButton({ className }: { className?: string }) {
  const session = useSession();
  if (session.kind === "guest") return null;
  return (
    <Button variant="ghost" className={className} onClick={() => void session.signOut()}>
      <LogOutIcon size={18} />
      Sign out
    </Button>
  );
}

function useTitle(section: AccountSection | null) {
  useEffect(() => {
    const previous = document.title;
    document.title = `${section ? `${SECTIONS[section].title} · ` : ""}Account | Forkful`;
    return () => {
      document.title = previous;
    };
  }, [section]);
}

/** The sections other features show inside the account, composed here; one order's summary is its receipt. */
const composedSections = {
  ordersSection: <MyOrdersSection />,
  cardsSection: <SavedCardsSection />,
  favouritesSection: <FavouritesList />,
  addressesSection: <AddressBook />,
  supportSection: <AccountSupport />,
  orderSummary: (orderId: string) => <OrderReceiptById orderId={orderId} title="Order summary" />,
} satisfies Partial<SectionContentProps>;

/**
 * The account (spec §2): /account, /account/{name}, /account/{name}/{orderId}, the same under a restaurant, and
 * /{merchantType}/{merchantSlug}/PrivacyPolicy. On mobile the account home lists the sections and each sub-page is
 * a page of its own; on desktop there is one account page, its side menu beside the section on screen (Profile when
 * the path names none). My orders and order summaries (orders and cart features) and Saved cards (payments) are
 * composed in here, Delivery addresses (addresses) and Help & support (support).
 */
export function AccountPage() {
  const { pathname } = useLocation();
  const { merchantType, merchantSlug } = useRouteParams();
  const restaurant = useOptionalRestaurant();
  const session = useSession();
  const isMobile = useIsMobile();
  const { section, orderId, invalid } = sectionOfPath(pathname);
  const restaurantPath = merchantType && merchantSlug ? `/${merchantType}/${merchantSlug}` : null;
  const basePath = `${restaurantPath ?? ""}/account`;
  useTitle(section);

  if (invalid) return <Navigate to="/notFound" replace />;

  if (isMobile) {
    if (!section) {
      return (
        <>
          <AccountTopBar
            title="Account"
            backTo={restaurantPath ?? "/"}
            backLabel={restaurant ? `Back to ${restaurant.merchantName}` : "Back to restaurants"}
          />
          <main className="space-y-4 px-4 pt-4 pb-12">
            <AccountUserCard session={session} />
            <AccountNav basePath={basePath} variant="list" />
            <SignOutButton className="w-full border border-stone-200 bg-white" />
          </main>
        </>
      );
    }
    const parent = parentOf(section);
    return (
      <>
        <AccountTopBar
          title={SECTIONS[section].title}
          backTo={parent ? `${basePath}/${parent}` : basePath}
          backLabel={parent ? `Back to ${SECTIONS[parent].title}` : "Back to account"}
        />
        <main className="px-4 pt-5 pb-12">
          <SectionContent section={section} orderId={orderId} basePath={basePath} {...composedSections} />
        </main>
      </>
    );
  }

  const shown: AccountSection = section ?? "Profile";
  const parent = parentOf(shown);
  return (
    <>
      <SiteHeader>
        {restaurant && restaurantPath && (
          <Link
            to={restaurantPath}
            className="mr-2 hidden items-center gap-2 text-sm font-semibold text-stone-700 hover:text-stone-900 sm:flex"
          >
            <ArrowLeftIcon size={16} />
            {restaurant.merchantName}
          </Link>
        )}
      </SiteHeader>
      <main className="mx-auto max-w-6xl px-4 pt-8 pb-16">
        <h1 className="mb-6 text-3xl font-extrabold tracking-tight text-stone-900">Your account</h1>
        <div className="grid grid-cols-[17rem_minmax(0,1fr)] items-start gap-8">
          <aside className="sticky top-24 space-y-3 rounded-2xl border border-stone-200 bg-white p-3 shadow-sm">
            <AccountUserCard session={session} />
            <div className="border-t border-stone-100 pt-3">
              <AccountNav basePath={basePath} current={shown} variant="side" />
            </div>
            <SignOutButton className="w-full justify-start px-3" />
          </aside>
          <section
            aria-labelledby="account-section-title"
            className="min-h-[30rem] rounded-2xl border border-stone-200 bg-white p-6 shadow-sm lg:p-8"
          >
            {parent && (
              <Link
                to={`${basePath}/${parent}`}
                className="mb-2 inline-flex items-center gap-1.5 text-sm font-semibold text-stone-600 hover:text-stone-900"
              >
                <ArrowLeftIcon size={16} />
                {SECTIONS[parent].title}
              </Link>
            )}
            <h2 id="account-section-title" className="text-2xl font-bold tracking-tight text-stone-900">
              {SECTIONS[shown].title}
            </h2>
            <p className="mt-1 mb-6 text-stone-600">{SECTIONS[shown].summary}</p>
            <SectionContent section={shown} orderId={orderId} basePath={basePath} {...composedSections} />
          </section>
        </div>
      </main>
    </>
  );
}
