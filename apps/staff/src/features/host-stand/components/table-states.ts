import { TABLE_STATE_WORDS, TABLE_STATES, type TableState } from "@forkful/contracts/staff-tables";

/** Each state's look on the floor plan: a colour and a pattern of border, always beside its word (never colour alone). */
export const STATE_LOOKS: Record<TableState, string> = {
  free: "border-emerald-400 bg-emerald-50 text-emerald-950",
  held: "border-amber-400 border-dashed bg-amber-50 text-amber-950",
  seated: "border-sky-400 bg-sky-50 text-sky-950",
  ordering: "border-violet-400 bg-violet-50 text-violet-950",
  eating: "border-stone-400 bg-stone-100 text-stone-900",
  paying: "border-orange-500 bg-orange-50 text-orange-950",
  clearing: "border-rose-500 border-2 bg-rose-50 text-rose-950",
};

export const LEGEND = TABLE_STATES.map((state) => ({ state, word: TABLE_STATE_WORDS[state], look: STATE_LOOKS[state] }));
