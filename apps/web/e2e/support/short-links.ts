/** Short links through the staff API (issue 15): a restaurant's staff make, expire and print them. */
import { API_BASE_PATH, APP_VERSION, APP_VERSION_HEADER } from "@forkful/contracts/api";
import { type CreateShortLinkRequest, type ShortLink, shortLinkSchema } from "@forkful/contracts/short-links";
import type { APIRequestContext } from "@playwright/test";

const asStaff = (token: string) => ({ [APP_VERSION_HEADER]: APP_VERSION, authorization: `Bearer ${token}` });

export async function makeShortLink(request: APIRequestContext, token: string, link: CreateShortLinkRequest): Promise<ShortLink> {
  const response = await request.post(`${API_BASE_PATH}/staff/short-links`, { headers: asStaff(token), data: link });
  if (response.status() !== 201) throw new Error(`making a short link answered ${response.status()}: ${await response.text()}`);
  return shortLinkSchema.parse(await response.json());
}

export async function expireShortLink(request: APIRequestContext, token: string, id: string): Promise<ShortLink> {
  const response = await request.delete(`${API_BASE_PATH}/staff/short-links/${id}`, { headers: asStaff(token) });
  if (!response.ok()) throw new Error(`expiring ${id} answered ${response.status()}: ${await response.text()}`);
  return shortLinkSchema.parse(await response.json());
}

/** The link's QR code as its staff download it: its content type and the SVG. */
export async function shortLinkQr(request: APIRequestContext, token: string, link: ShortLink): Promise<{ type: string; svg: string }> {
  const response = await request.get(link.qrPath, { headers: asStaff(token) });
  if (!response.ok()) throw new Error(`the QR code of ${link.id} answered ${response.status()}`);
  return { type: response.headers()["content-type"] ?? "", svg: await response.text() };
}
