/**
 * The wire envelope of spec §7: requests carry `{ data: "<encoded>" }`, answers `{ encryptedText: "<encoded>" }`.
 * The encoding is base64url of UTF-8 JSON. It is a wire format, not a security boundary.
 */
import { z } from "zod";

export const encodedRequestSchema = z.object({ data: z.string().min(1, "data is required") });
export const encodedAnswerSchema = z.object({ encryptedText: z.string() });
export type EncodedRequest = z.infer<typeof encodedRequestSchema>;
export type EncodedAnswer = z.infer<typeof encodedAnswerSchema>;

const textEncoder = new TextEncoder();
const textDecoder = new TextDecoder("utf-8", { fatal: true });

function bytesToBase64Url(bytes: Uint8Array): string {
  let binary = "";
  const chunk = 0x8000;
  for (let i = 0; i < bytes.length; i += chunk) {
    binary += String.fromCharCode(...bytes.subarray(i, i + chunk));
  }
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

function base64UrlToBytes(text: string): Uint8Array {
  // Standard base64 and padding are accepted too, so any client's encoder works.
  const unpadded = text.replace(/=+$/, "");
  if (!/^[A-Za-z0-9_+/-]*$/.test(unpadded) || unpadded.length % 4 === 1) throw new EnvelopeError("The payload is not base64url text");
  const padded = unpadded.replace(/-/g, "+").replace(/_/g, "/") + "=".repeat((4 - (unpadded.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

export class EnvelopeError extends Error {
  override name = "EnvelopeError";
}

/** Node's Buffer when present (the server): several times faster than the portable path for large answers. */
const NodeBuffer = (globalThis as { Buffer?: { from(text: string, encoding?: string): { toString(encoding: string): string } } }).Buffer;

export function encodePayload(value: unknown): string {
  const json = JSON.stringify(value ?? null);
  if (NodeBuffer) return NodeBuffer.from(json, "utf8").toString("base64url");
  return bytesToBase64Url(textEncoder.encode(json));
}

export function decodePayload(text: string): unknown {
  let json: string;
  try {
    json = textDecoder.decode(base64UrlToBytes(text));
  } catch (error) {
    if (error instanceof EnvelopeError) throw error;
    throw new EnvelopeError("The payload is not valid base64url UTF-8 text");
  }
  try {
    return JSON.parse(json);
  } catch {
    throw new EnvelopeError("The payload is not valid JSON");
  }
}

export const encodeRequest = (payload: unknown): EncodedRequest => ({ data: encodePayload(payload) });
export const encodeAnswer = (payload: unknown): EncodedAnswer => ({ encryptedText: encodePayload(payload) });
