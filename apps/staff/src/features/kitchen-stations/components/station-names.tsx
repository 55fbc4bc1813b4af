import { MOST_KITCHEN_STATIONS, STATION_TEXTS } from "@forkful/contracts/kitchen";
import { Button } from "@forkful/ui/button";
import { TextField } from "@forkful/ui/text-field";
import { type FormEvent, useState } from "react";
import type { DraftStation } from "../lib/stations-draft";

export interface StationNamesProps {
  stations: DraftStation[];
  /** Each station's name problem, by key. */
  problems: Record<string, string>;
  onRename: (key: string, name: string) => void;
  onRemove: (key: string) => void;
  onAdd: (name: string) => void;
}

/** The stations a manager names: rename each, remove one, add another (up to the most a kitchen has). */
export function StationNames({ stations, problems, onRename, onRemove, onAdd }: StationNamesProps) {
  const [name, setName] = useState("");
  const [addProblem, setAddProblem] = useState<string | null>(null);
  const full = stations.length >= MOST_KITCHEN_STATIONS;
  const add = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) return setAddProblem("Name the station");
    if (stations.some((s) => s.name.trim().toLowerCase() === trimmed.toLowerCase()))
      return setAddProblem(`There is already a station called ${trimmed}`);
    onAdd(trimmed);
    setName("");
    setAddProblem(null);
  };
  return (
    <div className="flex flex-col gap-3">
      {stations.length > 0 && (
        <ul aria-label="The stations" className="grid gap-2 md:grid-cols-2">
          {stations.map((station, index) => (
            <li key={station.key} className="flex items-start gap-2 rounded-xl border border-stone-200 bg-stone-50 p-2">
              <TextField
                className="min-w-0 flex-1"
                label={`Station ${index + 1}`}
                value={station.name}
                maxLength={60}
                error={problems[station.key]}
                onChange={(event) => onRename(station.key, event.target.value)}
              />
              <Button
                variant="secondary"
                className="mt-[1.625rem] h-12"
                onClick={() => onRemove(station.key)}
                aria-label={`Remove station ${station.name || index + 1}`}
              >
                Remove
              </Button>
            </li>
          ))}
        </ul>
      )}
      {stations.length > 0 && <p className="text-sm text-stone-600">{STATION_TEXTS.removeNote}</p>}
      <form onSubmit={add} noValidate aria-label="Add a station" className="flex items-start gap-2">
        <TextField
          className="min-w-0 flex-1 md:max-w-sm"
          label="New station"
          placeholder="Grill, cold, bar…"
          value={name}
          maxLength={60}
          disabled={full}
          hint={full ? `At most ${MOST_KITCHEN_STATIONS} stations` : undefined}
          error={addProblem}
          onChange={(event) => setName(event.target.value)}
        />
        <Button type="submit" variant="secondary" disabled={full} className="mt-[1.625rem] h-12">
          Add station
        </Button>
      </form>
    </div>
  );
}
