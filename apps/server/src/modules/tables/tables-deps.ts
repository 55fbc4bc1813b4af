/** What the table operations (the staff QR sheet) are built from. */
import type { Database } from "../../db/client";

export interface TablesDeps {
  db: Database;
}
