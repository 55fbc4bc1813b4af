import type { UserDetail } from "@forkful/contracts/customers";
import { cn } from "@forkful/ui/cn";
import { FormFeedback } from "@forkful/ui/form-feedback";
import { useId, useState } from "react";
import { useSession } from "../../../../shared/hooks/use-session";
import { useUpdateProfile } from "../../api/update-profile";
import { useProfileStart } from "../../hooks/use-profile-start";
import { type ProfileError, profileError } from "../../lib/profile-errors";
import { ProfileCard } from "./profile-card";

/** The promotions subscription (PUT /customer/profile/v2 isPromoSubscribed), saved as it is switched. */
export function PromotionsToggle({ profile }: { profile: UserDetail }) {
  const session = useSession();
  const update = useUpdateProfile();
  const { start, waitSeconds } = useProfileStart();
  const [error, setError] = useState<ProfileError | null>(null);
  const labelId = useId();
  const on =
    update.isPending && update.variables?.isPromoSubscribed !== undefined ? update.variables.isPromoSubscribed : profile.isPromoSubscribed;

  function toggle() {
    const customerId = session.customerId;
    if (!customerId) return;
    setError(null);
    start("promotions", () =>
      update.mutate(
        { customerId, isPromoSubscribed: !profile.isPromoSubscribed },
        {
          onSuccess: (result) => setError(result.ok ? null : profileError(result)),
          onError: (failure) => setError(profileError(failure)),
        },
      ),
    );
  }

  return (
    <ProfileCard title="Promotions">
      <div className="flex items-center justify-between gap-4">
        <p id={labelId} className="text-sm text-stone-700">
          Offers and news from the restaurants you order from, by SMS and email.
        </p>
        <button
          type="button"
          role="switch"
          aria-checked={on}
          aria-labelledby={labelId}
          onClick={toggle}
          disabled={update.isPending || waitSeconds > 0}
          className={cn(
            "relative inline-flex h-7 w-12 shrink-0 items-center rounded-full transition disabled:opacity-70",
            on ? "bg-brand" : "bg-stone-300",
          )}
        >
          <span className={cn("inline-block h-5 w-5 rounded-full bg-white shadow transition", on ? "translate-x-6" : "translate-x-1")} />
        </button>
      </div>
      <div className="mt-3 empty:hidden">
        <FormFeedback error={error} />
      </div>
    </ProfileCard>
  );
}
