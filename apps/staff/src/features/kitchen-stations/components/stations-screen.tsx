import { STATION_TEXTS } from "@forkful/contracts/kitchen";
import { MESSAGES } from "@forkful/contracts/messages";
import { EmptyState } from "@forkful/ui/empty-state";
import { ErrorState } from "@forkful/ui/error-state";
import { Spinner } from "@forkful/ui/spinner";
import { useKitchenStations } from "../../../shared/api/kitchen-stations";
import { useStationMenu } from "../api/station-menu";
import { draftOf } from "../lib/stations-draft";
import { DishRoutes } from "./dish-routes";
import { StationsEditor } from "./stations-editor";

/**
 * The restaurant's stations (grill, cold, bar…) and where each dish is made. A manager edits them; the kitchen reads
 * them (`mayEdit` false: no edit controls, the server would refuse the change).
 */
export function StationsScreen({ mayEdit }: { mayEdit: boolean }) {
  const stations = useKitchenStations();
  const menu = useStationMenu();
  const failed = stations.isError || menu.isError;
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-4">
      <h1 className="text-2xl font-extrabold tracking-tight text-stone-900">Stations</h1>
      {!mayEdit && <p className="text-sm text-stone-700">{STATION_TEXTS.readOnly}</p>}
      {failed ? (
        <ErrorState
          message={MESSAGES.genericFailure}
          onRetry={() => {
            if (stations.isError) void stations.refetch();
            if (menu.isError) void menu.refetch();
          }}
        />
      ) : stations.isPending || menu.isPending ? (
        <div className="flex justify-center p-8">
          <Spinner label="Loading the stations" />
        </div>
      ) : mayEdit ? (
        <StationsEditor saved={stations.data} menu={menu.data} />
      ) : stations.data.length === 0 ? (
        <EmptyState title={STATION_TEXTS.empty} body={STATION_TEXTS.emptyReadOnly} />
      ) : (
        <>
          <ul aria-label="The stations" className="flex flex-wrap gap-2">
            {stations.data.map((station) => (
              <li key={station.key} className="rounded-lg bg-stone-200 px-3 py-1.5 text-sm font-semibold text-stone-900">
                {station.name}
              </li>
            ))}
          </ul>
          <DishRoutes menu={menu.data} draft={draftOf(stations.data)} />
        </>
      )}
    </div>
  );
}
