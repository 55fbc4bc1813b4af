/** POST /customer/getActualURL/v2 (spec §7): where a short link goes, counting the visit; a digit-less id is a restaurant slug (§5). */

import { type actualUrlAnswerSchema, isShortLinkId, SHORT_LINK_REFUSALS, slugLinkTarget } from "@forkful/contracts/short-links";
import type { z } from "zod";
import { NotFoundError } from "../../lib/domain-errors";
import type { LinksDeps } from "./links-deps";

export async function resolveShortLink(
  deps: Pick<LinksDeps, "links" | "clock">,
  input: { tinyUrl: string },
): Promise<z.infer<typeof actualUrlAnswerSchema>> {
  const { links } = deps;
  const target = isShortLinkId(input.tinyUrl)
    ? await links.visit(links.db, input.tinyUrl, deps.clock())
    : (await links.hasRestaurant(links.db, input.tinyUrl))
      ? slugLinkTarget(input.tinyUrl)
      : null;
  if (target === null) throw new NotFoundError(SHORT_LINK_REFUSALS.expired);
  return { metaDataInfo: { responseCode: "SUCCESS", responseMessage: target } };
}
