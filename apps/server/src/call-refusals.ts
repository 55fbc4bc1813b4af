/**
 * The refusals each call answers, beyond what every API call may (plugins/refusal-docs.ts adds those: a wrong
 * X-App-Version, the rate limit, a request that does not fit the call's schema), declared once per call and named as
 * the authorization matrix names calls. The OpenAPI document lists them under each call's 4xx statuses; the API tests
 * fail on a refusal a call answers that is not listed here.
 */
import type { RefusalCode } from "@forkful/contracts/refusals";

export const CALL_REFUSALS: Readonly<Record<string, readonly RefusalCode[]>> = {
  "GET /customer/feedback/v2": ["FORBIDDEN", "NOT_FOUND", "UNAUTHORIZED"],
  "POST /customer/feedback/v2": ["BAD_REQUEST", "CONFLICT", "FORBIDDEN", "NOT_FOUND", "UNAUTHORIZED"],
  "POST /order/customer/createOrder": [
    "BAD_REQUEST",
    "CONFLICT",
    "FORBIDDEN",
    "SLOT_FULL",
    "STOCK_GONE",
    "TAB_CLOSED",
    "TAB_PAYMENT_IN_PROGRESS",
    "TAB_SETTLING",
  ],
  "POST /order/customer/totals": ["BAD_REQUEST"],
  "POST /order/filter/orders/v2": ["FORBIDDEN"],
  "PUT /order/update/customer": ["FORBIDDEN", "UNAUTHORIZED"],
  "GET /order/v2/getOrder": ["BAD_REQUEST", "NOT_FOUND"],
  "POST /payment/collect-payment": ["CONFLICT"],
  "POST /payment/start-transaction": ["ORDER_CANCELLED"],
  "POST /staff/orders/{orderId}/rounds/{sortOrder}/void": ["CONFLICT", "NOT_FOUND"],
};
