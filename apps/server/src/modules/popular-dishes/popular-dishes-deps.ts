/** What the popular dishes operation is built from. */
import type { Executor } from "../../db/client";
import type { Clock } from "../../lib/clock";

export interface PopularDishesDeps {
  /** Orders and restaurants are read through their owners' read functions. */
  db: Executor;
  clock: Clock;
}
