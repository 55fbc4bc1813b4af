import { CAMPAIGN_TEXTS } from "@forkful/contracts/campaigns";
import { buttonClasses } from "@forkful/ui/button";
import { EmptyState } from "@forkful/ui/empty-state";
import { ErrorState } from "@forkful/ui/error-state";
import { Link } from "react-router";
import { RestaurantBar } from "../../entities/restaurant/components/restaurant-bar";
import { useCurrentRestaurant } from "../../entities/restaurant/hooks/use-current-restaurant";
import { useCampaign } from "../../features/campaigns/api/get-campaign";
import { CampaignView } from "../../features/campaigns/components/campaign-view";
import { errorStatus } from "../../shared/api/api-client";
import { useRouteParams } from "../../shared/lib/route-params";
import { LoadingPlaceholder } from "../../shared/ui/loading-placeholder";

/** /{merchantType}/{merchantSlug}/campaign/{campaignId}: a campaign of the restaurant and its call to order (issue 15). */
export function CampaignPage() {
  const restaurant = useCurrentRestaurant();
  const { merchantType, merchantSlug } = useRouteParams();
  return (
    <>
      <RestaurantBar
        restaurant={restaurant}
        backTo={`/${merchantType}/${merchantSlug}`}
        backLabel="Back to the restaurant"
        title="Campaign"
      />
      <CampaignPageBody />
    </>
  );
}

function CampaignPageBody() {
  const restaurant = useCurrentRestaurant();
  const { merchantType, merchantSlug, campaignId } = useRouteParams();
  const basePath = `/${merchantType}/${merchantSlug}`;
  const query = useCampaign(restaurant.id, Number(campaignId));

  if (query.isPending) return <LoadingPlaceholder />;
  if (query.isError) {
    if (errorStatus(query.error) === 404)
      return (
        <EmptyState
          title={CAMPAIGN_TEXTS.notFound}
          body="Its menu is still open."
          action={
            <Link to={basePath} className={buttonClasses("primary")}>
              See the restaurant
            </Link>
          }
        />
      );
    return <ErrorState onRetry={() => query.refetch()} />;
  }
  return (
    <main>
      <CampaignView campaign={query.data} basePath={basePath} />
    </main>
  );
}
