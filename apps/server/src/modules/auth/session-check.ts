/** The check every access token passes on every instance: whether its session was ended before the token expired. */
import type { Database } from "../../db/client";
import { isSessionRevoked } from "./auth.repository";

/** For the authenticate plugin, which may not import modules: `isSessionRevoked(sid)`, one primary-key lookup. */
export function sessionRevocationCheck(db: Database): (sessionId: string) => Promise<boolean> {
  return (sessionId) => isSessionRevoked(db, sessionId);
}
