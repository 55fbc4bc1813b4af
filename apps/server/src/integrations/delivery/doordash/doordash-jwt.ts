/**
 * DoorDash's JWT (DD-JWT-V1): HS256 over {aud:"doordash", iss: developer id, kid: key id, iat, exp}, signed with the
 * base64url-decoded signing secret. Made with node:crypto; a token lives five minutes.
 */
import { createHmac } from "node:crypto";

export interface DoorDashCredentials {
  developerId: string;
  keyId: string;
  /** As DoorDash's portal shows it: base64url. */
  signingSecret: string;
}

export const DOORDASH_JWT_LIFETIME_S = 300;

const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");

export function doordashJwt(credentials: DoorDashCredentials, now: Date): string {
  const iat = Math.floor(now.getTime() / 1000);
  const header = encode({ alg: "HS256", typ: "JWT", "dd-ver": "DD-JWT-V1" });
  const payload = encode({
    aud: "doordash",
    iss: credentials.developerId,
    kid: credentials.keyId,
    exp: iat + DOORDASH_JWT_LIFETIME_S,
    iat,
  });
  const signature = createHmac("sha256", Buffer.from(credentials.signingSecret, "base64url"))
    .update(`${header}.${payload}`)
    .digest("base64url");
  return `${header}.${payload}.${signature}`;
}
