/** A table's landing and the split-bill calls of its tab (issue 13), and the tip on a part (issue 24). Thin: the envelope plugin decodes and encodes. */
import { orderSchema } from "@forkful/contracts/orders";
import { splitBillRequestSchema, tipPartRequestSchema, undoSplitRequestSchema } from "@forkful/contracts/splits";
import { tableTabAnswerSchema, tableTabRequestSchema } from "@forkful/contracts/tabs";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { callerOf } from "../../plugins/caller";
import { encodedCall } from "../../plugins/envelope";
import type { BillsDeps } from "./bills-deps";
import { splitTheBill } from "./split-the-bill";
import { tableTab } from "./table-tab";
import { tipAPart } from "./tip-a-part";
import { undoSplit } from "./undo-split";

const tag = "bills";

export async function billsRoutes(app: FastifyInstance, deps: BillsDeps) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    "/order/customer/table-tab",
    encodedCall(tag, "A table's name and section, and its open tab if any (issue 13)", {
      body: tableTabRequestSchema,
      answer: tableTabAnswerSchema,
    }),
    async (request) => tableTab(deps, request.body, callerOf(request)),
  );

  routes.post(
    "/order/customer/split-bill",
    encodedCall(tag, "Split a table's bill by diner, in equal parts or by dishes; each part is paid on its own", {
      body: splitBillRequestSchema,
      answer: orderSchema,
    }),
    async (request) => splitTheBill(deps, request.body, callerOf(request)),
  );

  routes.post(
    "/order/customer/split-bill/undo",
    encodedCall(tag, "Put a table's split bill back in one piece, while no part is paid or being paid", {
      body: undoSplitRequestSchema,
      answer: orderSchema,
    }),
    async (request) => undoSplit(deps, request.body, callerOf(request)),
  );

  routes.put(
    "/order/customer/split-bill/tip",
    encodedCall(tag, "Tip one part of a split table bill (until that part is paid); the part's total includes it", {
      body: tipPartRequestSchema,
      answer: orderSchema,
    }),
    async (request) => tipAPart(deps, request.body, callerOf(request)),
  );
}
