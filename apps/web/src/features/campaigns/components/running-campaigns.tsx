import { Link } from "react-router";
import { useCampaigns } from "../api/get-campaigns";
import { CAMPAIGN_STATE_LABELS, campaignDates } from "../lib/campaign-dates";

export interface RunningCampaignsProps {
  locationId: number;
  basePath: string;
}

/** The restaurant's running and upcoming campaigns on its home page; nothing while loading or when there are none. */
export function RunningCampaigns({ locationId, basePath }: RunningCampaignsProps) {
  const { data } = useCampaigns(locationId);
  if (!data || data.length === 0) return null;
  return (
    <section aria-labelledby="campaigns-heading" className="mt-6">
      <h2 id="campaigns-heading" className="text-lg font-bold text-stone-900">
        Offers and campaigns
      </h2>
      <ul className="mt-3 grid gap-3 md:grid-cols-2">
        {data.map((campaign) => (
          <li key={campaign.id}>
            <Link
              to={`${basePath}/campaign/${campaign.id}`}
              className="block h-full rounded-2xl bg-brand p-4 text-on-brand shadow-sm transition hover:opacity-95"
            >
              <span className="text-xs font-bold uppercase tracking-wide text-on-brand">{CAMPAIGN_STATE_LABELS[campaign.state]}</span>
              <p className="mt-1 text-lg font-bold">{campaign.title}</p>
              {campaign.summary && <p className="mt-0.5 text-sm text-on-brand">{campaign.summary}</p>}
              <p className="mt-2 text-xs font-medium text-on-brand">
                {campaignDates(campaign.startsOn, campaign.endsOn)}
                {campaign.couponCode && ` · Code ${campaign.couponCode}`}
              </p>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
