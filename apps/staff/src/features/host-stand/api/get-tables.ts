import { unwrap } from "@forkful/api-client/api-client";
import { staffTablesAnswerSchema } from "@forkful/contracts/staff-tables";
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import { staffKeys } from "../../../shared/api/query-keys";
import { staffCall } from "../../../shared/api/staff-client";

export type FloorTable = z.infer<typeof staffTablesAnswerSchema>["tables"][number];

/** GET /staff/tables: every table, free, held for a notified party or occupied. The `line` topic refreshes it. */
export const tablesQuery = () =>
  queryOptions({
    queryKey: staffKeys.tables(),
    queryFn: async ({ signal }) =>
      unwrap(await staffCall({ method: "GET", path: "/staff/tables", schema: staffTablesAnswerSchema, signal })).tables,
  });

export const useTables = () => useQuery(tablesQuery());
