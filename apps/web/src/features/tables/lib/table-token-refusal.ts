import { isTableTokenRefusal, TABLE_TOKEN_REFUSALS, type TableTokenRefusalCode } from "@forkful/contracts/table-tokens";
import { errorCode } from "../../../shared/api/api-client";

/**
 * Why a table's page shows nothing of the table (decision 028): the server refused the table's code it was sent
 * (`error`), or no code was scanned for it; null when the page may show.
 */
export function tableTokenRefusalOf(token: string | undefined, error: unknown = null): TableTokenRefusalCode | null {
  const code = errorCode(error);
  if (isTableTokenRefusal(code)) return code;
  return token ? null : TABLE_TOKEN_REFUSALS.missing.code;
}
