/** The signing secret: JWT_SECRET when set, otherwise generated once into DATA_DIR. */
import { randomBytes } from "node:crypto";
import { link, mkdir, readFile, unlink, writeFile } from "node:fs/promises";
import { dirname } from "node:path";

export const MIN_SECRET_LENGTH = 32;

export class SecretFileError extends Error {
  override name = "SecretFileError";
}

async function readStored(file: string): Promise<string | null> {
  try {
    return (await readFile(file, "utf8")).trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw error;
  }
}

function checked(stored: string, file: string): string {
  // A short (say, empty) secret would make every token and OTP hash guessable: refuse it rather than sign with it.
  if (stored.length < MIN_SECRET_LENGTH) {
    throw new SecretFileError(`${file} holds no usable secret (fewer than ${MIN_SECRET_LENGTH} characters): delete it or set JWT_SECRET`);
  }
  return stored;
}

export async function loadOrCreateSecret(given: string | undefined, file: string): Promise<string> {
  if (given) return given;
  const stored = await readStored(file);
  if (stored !== null) return checked(stored, file);
  // Written whole to a private temporary file, then linked into place: the secret file never exists
  // half-written, and when two processes start together the first link wins and both read its secret.
  await mkdir(dirname(file), { recursive: true, mode: 0o700 });
  const temporary = `${file}.${process.pid}.${randomBytes(6).toString("hex")}.tmp`;
  await writeFile(temporary, randomBytes(48).toString("base64url"), { mode: 0o600, flag: "wx" });
  try {
    await link(temporary, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  } finally {
    await unlink(temporary);
  }
  return checked((await readStored(file)) ?? "", file);
}
