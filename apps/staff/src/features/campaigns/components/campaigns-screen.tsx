import { MESSAGES } from "@forkful/contracts/messages";
import { cn } from "@forkful/ui/cn";
import { EmptyState } from "@forkful/ui/empty-state";
import { ErrorState } from "@forkful/ui/error-state";
import { Spinner } from "@forkful/ui/spinner";
import type { UseQueryResult } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { dinerPageUrl, useStaffRestaurant } from "../../../shared/api/staff-restaurant";
import type { StaffMember } from "../../../shared/api/staff-session";
import { useCampaigns, useEvents } from "../api/get-campaigns";
import { CampaignCard, EventCard } from "./campaign-cards";
import { CampaignForm } from "./campaign-form";
import { EventForm } from "./event-form";

type Making = "campaign" | "event";

/** The restaurant's campaigns and event pages, each with the link diners open; a form makes either. */
export function CampaignsScreen({ staff }: { staff: StaffMember }) {
  const campaigns = useCampaigns();
  const events = useEvents();
  const restaurant = useStaffRestaurant(staff);
  const [making, setMaking] = useState<Making>("campaign");
  const [made, setMade] = useState<string | null>(null);
  const linkOf = (page: string) => (restaurant.data ? dinerPageUrl(restaurant.data, page) : null);

  return (
    <div className="mx-auto grid max-w-6xl gap-6 lg:grid-cols-[24rem_1fr]">
      <div className="flex flex-col gap-3">
        <h1 className="text-2xl font-extrabold tracking-tight text-stone-900">Campaigns</h1>
        <p className="text-sm text-stone-700">
          A campaign promotes dishes or an offer for a span of dates; an event page takes orders for its date's slots. Share their links.
        </p>
        <section aria-labelledby="make-title" className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm">
          <h2 id="make-title" className="mb-3 text-lg font-bold text-stone-900">
            Make
          </h2>
          <fieldset className="mb-4 grid grid-cols-2 gap-1 rounded-xl bg-stone-100 p-1">
            <legend className="sr-only">What to make</legend>
            {(["campaign", "event"] as const).map((kind) => (
              <button
                key={kind}
                type="button"
                aria-pressed={making === kind}
                onClick={() => {
                  setMaking(kind);
                  setMade(null);
                }}
                className={cn(
                  "min-h-11 rounded-lg px-3 text-sm font-semibold",
                  making === kind ? "bg-white text-stone-900 shadow-sm" : "text-stone-700 hover:text-stone-900",
                )}
              >
                {kind === "campaign" ? "A campaign" : "An event page"}
              </button>
            ))}
          </fieldset>
          <p
            aria-live="polite"
            className={made ? "mb-3 rounded-xl bg-emerald-50 px-4 py-3 text-sm font-medium text-emerald-900" : "sr-only"}
          >
            {made}
          </p>
          {making === "campaign" ? (
            <CampaignForm onMade={(campaign) => setMade(`“${campaign.title}” is made: its link is in the list.`)} />
          ) : (
            <EventForm onMade={(event) => setMade(`“${event.name}” is made: its link is in the list.`)} />
          )}
        </section>
      </div>
      <div className="flex flex-col gap-6">
        <Listing title="Campaigns" query={campaigns} loading="Loading the campaigns" empty="No campaigns yet">
          {(campaigns.data ?? []).map((campaign) => (
            <li key={campaign.id}>
              <CampaignCard campaign={campaign} url={linkOf(`/campaign/${campaign.id}`)} />
            </li>
          ))}
        </Listing>
        <Listing title="Event pages" query={events} loading="Loading the event pages" empty="No event pages yet">
          {(events.data ?? []).map((event) => (
            <li key={event.eventSlug}>
              <EventCard event={event} url={linkOf(`/e/${encodeURIComponent(event.eventSlug)}`)} />
            </li>
          ))}
        </Listing>
      </div>
    </div>
  );
}

/** A list of the screen with its heading, and its loading, error and empty states. */
function Listing({
  title,
  query,
  loading,
  empty,
  children,
}: {
  title: string;
  query: UseQueryResult<unknown[]>;
  loading: string;
  empty: string;
  children: ReactNode;
}) {
  const id = `${title.toLowerCase().replace(/\s+/g, "-")}-title`;
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <h2 id={id} className="text-lg font-bold text-stone-900">
        {title}
      </h2>
      {query.isPending ? (
        <Spinner label={loading} />
      ) : query.isError ? (
        <ErrorState message={MESSAGES.genericFailure} onRetry={() => query.refetch()} />
      ) : query.data.length === 0 ? (
        <EmptyState title={empty} body="Make one with the form: it appears here with the link diners open." />
      ) : (
        <ul className="flex flex-col gap-3">{children}</ul>
      )}
    </section>
  );
}
