import { type KitchenStation, STATION_TEXTS } from "@forkful/contracts/kitchen";
import type { StaffMenu } from "@forkful/contracts/menu-availability";
import { Button } from "@forkful/ui/button";
import { FormAlert } from "@forkful/ui/form-alert";
import { useState } from "react";
import { useSetKitchenStations } from "../api/set-kitchen-stations";
import {
  addStation,
  bodyOf,
  changedFrom,
  draftOf,
  problemsOf,
  removeStation,
  renameStation,
  route,
  type StationsDraft,
} from "../lib/stations-draft";
import { DishRoutes } from "./dish-routes";
import { StationNames } from "./station-names";

type Said = { tone: "error" | "success"; message: string } | null;

/** A manager's stations, edited as a draft and saved all at once; a refusal is said and the draft kept. */
export function StationsEditor({ saved, menu }: { saved: KitchenStation[]; menu: StaffMenu }) {
  const [draft, setDraft] = useState<StationsDraft>(() => draftOf(saved));
  const [said, setSaid] = useState<Said>(null);
  const save = useSetKitchenStations();
  const problems = problemsOf(draft);
  const changed = changedFrom(draft, saved);
  const invalid = problems.whole !== null || Object.keys(problems.names).length > 0;
  const edit = (next: StationsDraft) => {
    setDraft(next);
    setSaid(null);
  };
  const submit = async () => {
    if (invalid) return;
    const outcome = await save.mutateAsync(bodyOf(draft));
    if (outcome.ok) {
      setDraft(draftOf(outcome.data.stations));
      setSaid({ tone: "success", message: STATION_TEXTS.saved });
    } else setSaid({ tone: "error", message: outcome.message });
  };
  return (
    // Not a form: the add-a-station form sits inside, and forms do not nest.
    <div className="flex flex-col gap-4">
      <section aria-labelledby="station-names-title" className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm">
        <h2 id="station-names-title" className="mb-3 text-lg font-bold text-stone-900">
          The kitchen's stations
        </h2>
        {draft.stations.length === 0 && <p className="mb-3 text-sm text-stone-700">{STATION_TEXTS.emptyBody}</p>}
        <StationNames
          stations={draft.stations}
          problems={problems.names}
          onRename={(key, name) => edit(renameStation(draft, key, name))}
          onRemove={(key) => edit(removeStation(draft, key))}
          onAdd={(name) => edit(addStation(draft, name))}
        />
      </section>
      <section aria-labelledby="dish-routes-title" className="flex flex-col gap-3">
        <h2 id="dish-routes-title" className="text-lg font-bold text-stone-900">
          Where each dish is made
        </h2>
        {menu.categories.length === 0 ? (
          <p className="text-sm text-stone-700">The menu has no dishes yet.</p>
        ) : draft.stations.length === 0 ? (
          <p className="text-sm text-stone-700">Add a station above, then route dishes to it.</p>
        ) : (
          <DishRoutes menu={menu} draft={draft} onRoute={(what, id, key) => edit(route(draft, what, id, key))} />
        )}
      </section>
      <div className="sticky bottom-0 -mx-3 flex flex-col gap-2 border-t border-stone-300 bg-stone-50 px-3 py-3 shadow-[0_-4px_12px_rgba(0,0,0,0.06)] md:-mx-4 md:px-4">
        {problems.whole && <FormAlert message={problems.whole} />}
        {said && <FormAlert tone={said.tone} message={said.message} />}
        <div className="flex flex-wrap gap-2">
          <Button disabled={!changed || save.isPending || invalid} onClick={() => void submit()}>
            {save.isPending ? "Saving…" : "Save stations"}
          </Button>
          <Button variant="secondary" disabled={!changed || save.isPending} onClick={() => edit(draftOf(saved))}>
            Discard changes
          </Button>
        </div>
      </div>
    </div>
  );
}
