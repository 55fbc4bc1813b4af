/** The staff QR sheet's calls (decision 028): the tables' QR links and a new token for one table. JSON, manager or host. */
import { tableQrCodeSchema, tableQrCodesAnswerSchema, tableTokenParamsSchema } from "@forkful/contracts/table-qr-codes";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { requireStaff } from "../../plugins/caller";
import { jsonCall } from "../../plugins/envelope";
import { newTableQrCode, tableQrCodes } from "./table-qr-codes";
import type { TablesDeps } from "./tables-deps";

const tag = "staff";
const security = [{ bearer: [] }];

export async function tableQrCodeRoutes(app: FastifyInstance, deps: TablesDeps) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    "/staff/tables/qr-codes",
    jsonCall(tag, "Every table with the link its QR code opens now (its current token), to print (a manager or a host)", {
      security,
      answer: tableQrCodesAnswerSchema,
    }),
    async (request) => tableQrCodes(deps, requireStaff(request)),
  );

  routes.post(
    "/staff/tables/:tableId/token",
    jsonCall(tag, "A new token for a table's QR code: the old one stops working at once (a manager or a host)", {
      security,
      params: tableTokenParamsSchema,
      answer: tableQrCodeSchema,
    }),
    async (request) => newTableQrCode(deps, request.params.tableId, requireStaff(request)),
  );
}
