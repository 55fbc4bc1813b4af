import type { Media } from "@forkful/contracts/merchants";

/** The first media entry of a kind: LOGO for the logo, META for the cover picture. */
export function mediaUrl(media: readonly Media[], entityType: Media["entityType"]): string | null {
  return media.find((m) => m.entityType === entityType)?.url ?? null;
}
