/**
 * POST /customer/getActualURL/v2 (spec §7): where a short link goes, counting the visit; a digit-less id is a restaurant
 * slug (§5). A link made once that has expired is "Link expired.." (§8); an id never made (a typo) is "Link not found":
 * both 404, told apart by their refusal codes.
 */

import { REFUSALS } from "@forkful/contracts/refusals";
import { type actualUrlAnswerSchema, isShortLinkId, slugLinkTarget } from "@forkful/contracts/short-links";
import type { z } from "zod";
import { NotFoundError } from "../../lib/domain-errors";
import type { LinksDeps } from "./links-deps";

async function refusal(deps: Pick<LinksDeps, "links">, tinyUrl: string): Promise<NotFoundError> {
  const expired = isShortLinkId(tinyUrl) && (await deps.links.wasMade(deps.links.db, tinyUrl));
  return expired ? new NotFoundError(REFUSALS.SHORT_LINK_EXPIRED) : new NotFoundError(REFUSALS.SHORT_LINK_NOT_FOUND);
}

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
  if (target === null) throw await refusal(deps, input.tinyUrl);
  return { metaDataInfo: { responseCode: "SUCCESS", responseMessage: target } };
}
