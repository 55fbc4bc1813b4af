import { CAMPAIGN_TEXTS, type Campaign } from "@forkful/contracts/campaigns";
import { buttonClasses } from "@forkful/ui/button";
import { CalendarIcon } from "@forkful/ui/icons";
import { Link } from "react-router";
import { CAMPAIGN_STATE_LABELS, campaignDates } from "../lib/campaign-dates";
import { CampaignDishes } from "./campaign-dishes";
import { CouponOffer } from "./coupon-offer";

export interface CampaignViewProps {
  campaign: Campaign;
  /** The restaurant's page: /{merchantType}/{merchantSlug}. */
  basePath: string;
}

/** A campaign's page: its banner (image, or the restaurant's colours), dates, offer, dishes and the call to order. */
export function CampaignView({ campaign, basePath }: CampaignViewProps) {
  const menuPath = `${basePath}/menu/${campaign.menuType}`;
  const notice = campaign.state === "ended" ? CAMPAIGN_TEXTS.ended : campaign.state === "upcoming" ? CAMPAIGN_TEXTS.upcoming : null;
  return (
    <article className="mx-auto max-w-5xl px-4 pb-28 pt-4 md:pb-12">
      <header className="relative overflow-hidden rounded-3xl bg-brand text-on-brand shadow-sm">
        {campaign.image && <img src={campaign.image} alt="" className="absolute inset-0 h-full w-full object-cover opacity-40" />}
        <div className="relative flex min-h-44 flex-col justify-end gap-2 p-5 md:min-h-56 md:p-8">
          <span className="w-fit rounded-full bg-white/90 px-3 py-1 text-xs font-bold uppercase tracking-wide text-stone-900">
            {CAMPAIGN_STATE_LABELS[campaign.state]}
          </span>
          <h1 className="text-2xl font-extrabold leading-tight md:text-4xl">{campaign.title}</h1>
          {campaign.summary && <p className="text-base text-on-brand md:text-lg">{campaign.summary}</p>}
          <p className="flex items-center gap-2 text-sm font-medium text-on-brand">
            <CalendarIcon size={16} />
            {campaignDates(campaign.startsOn, campaign.endsOn)}
          </p>
        </div>
      </header>
      {notice && (
        <p role="status" className="mt-4 rounded-xl bg-amber-50 px-4 py-3 text-sm font-medium text-amber-900">
          {notice}
        </p>
      )}
      <div className="mt-5 grid gap-5 md:grid-cols-[1fr_auto] md:items-start">
        <div className="space-y-4">
          {campaign.description && <p className="text-base leading-relaxed text-stone-700">{campaign.description}</p>}
          <CouponOffer offerText={campaign.offerText} couponCode={campaign.couponCode} />
        </div>
        <div className="fixed inset-x-0 bottom-0 z-10 border-t border-stone-200 bg-white/95 p-3 backdrop-blur md:static md:border-0 md:bg-transparent md:p-0">
          <Link to={menuPath} className={buttonClasses("primary", "lg", "w-full md:w-auto")}>
            {CAMPAIGN_TEXTS.orderNow}
          </Link>
        </div>
      </div>
      <CampaignDishes campaign={campaign} menuPath={menuPath} />
    </article>
  );
}
