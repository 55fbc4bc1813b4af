/**
 * The sandbox partners' tracking page (the tracking URL a partner gives out): the delivery's state, its courier,
 * the ETA and a small drawing of the route with the courier on it. It refreshes itself; no script, no map tiles.
 */
import { DELIVERY_STATE_LABELS } from "@forkful/contracts/delivery";
import type { GeoPoint } from "@forkful/contracts/delivery-area";
import type { SandboxDelivery } from "./sandbox-couriers";
import { rideRoute } from "./sandbox-timeline";

export const SANDBOX_TRACKING_BASE_PATH = "/sandbox/delivery";
export const SANDBOX_TRACKING_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; base-uri 'none'; form-action 'none'";

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

const STYLE = `*{box-sizing:border-box}body{margin:0;font:15px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1c1917;background:#f5f5f4}
.page{max-width:480px;margin:0 auto;padding:24px 16px}.card{background:#fff;border:1px solid #e7e5e4;border-radius:16px;padding:20px}
.badge{display:inline-block;font-size:11px;font-weight:700;letter-spacing:.04em;text-transform:uppercase;background:#fef3c7;color:#92400e;border-radius:999px;padding:2px 8px}
h1{font-size:22px;margin:10px 0 4px}.muted{color:#78716c;font-size:13px;margin:0}dl{display:grid;grid-template-columns:auto 1fr;gap:6px 16px;margin:16px 0 0}
dt{color:#78716c;font-size:13px}dd{margin:0;font-weight:600}svg{display:block;width:100%;height:auto;margin-top:16px;background:#fafaf9;border-radius:12px}
.legend{display:flex;gap:16px;flex-wrap:wrap;margin:8px 0 0;color:#57534e;font-size:13px}.legend i{display:inline-block;width:10px;height:10px;border-radius:50%;margin-right:6px}`;

const LEGEND = `<p class="legend"><span><i style="background:#1c1917"></i>Restaurant</span><span><i style="background:#2563eb"></i>Courier</span><span><i style="background:#b91c1c"></i>Drop-off</span></p>`;

const WIDTH = 320;
const HEIGHT = 200;
const MARGIN = 24;

/** Fits the points into the drawing (north up), keeping the map's proportions. */
function projector(points: readonly GeoPoint[]) {
  const lats = points.map((p) => p.lat);
  const lngs = points.map((p) => p.lng);
  const [minLat, maxLat, minLng, maxLng] = [Math.min(...lats), Math.max(...lats), Math.min(...lngs), Math.max(...lngs)];
  const lngScale = Math.cos((((minLat + maxLat) / 2) * Math.PI) / 180);
  const spanX = Math.max((maxLng - minLng) * lngScale, 1e-6);
  const spanY = Math.max(maxLat - minLat, 1e-6);
  const scale = Math.min((WIDTH - 2 * MARGIN) / spanX, (HEIGHT - 2 * MARGIN) / spanY);
  return (p: GeoPoint) => ({
    x: (WIDTH - spanX * scale) / 2 + (p.lng - minLng) * lngScale * scale,
    y: (HEIGHT - spanY * scale) / 2 + (maxLat - p.lat) * scale,
  });
}

function routeDrawing(delivery: SandboxDelivery): string {
  const route = rideRoute(delivery.pickup, delivery.dropoff);
  const courier = delivery.position;
  const at = projector(courier ? [...route, courier] : route);
  const line = route.map((p) => `${at(p).x.toFixed(1)},${at(p).y.toFixed(1)}`).join(" ");
  const dot = (p: GeoPoint, fill: string, label: string) =>
    `<circle cx="${at(p).x.toFixed(1)}" cy="${at(p).y.toFixed(1)}" r="7" fill="${fill}" stroke="#fff" stroke-width="2"><title>${label}</title></circle>`;
  return `<svg viewBox="0 0 ${WIDTH} ${HEIGHT}" role="img" aria-label="The courier's route from the restaurant to the door">
<polyline points="${line}" fill="none" stroke="#a8a29e" stroke-width="3" stroke-dasharray="6 5"/>
${dot(delivery.pickup, "#1c1917", "Restaurant")}${dot(delivery.dropoff, "#b91c1c", "Drop-off")}${courier ? dot(courier, "#2563eb", "Courier") : ""}</svg>`;
}

function etaText(delivery: SandboxDelivery, now: Date): string | null {
  if (!delivery.dropoffEta || delivery.state === "delivered" || delivery.state === "cancelled") return null;
  const minutes = Math.max(0, Math.round((delivery.dropoffEta.getTime() - now.getTime()) / 60_000));
  return minutes === 0 ? "Any moment now" : `About ${minutes} min`;
}

export function sandboxTrackingPage(delivery: SandboxDelivery, now: Date): string {
  const courier = delivery.courier;
  const eta = etaText(delivery, now);
  const rows = [
    courier ? ["Courier", courier.name] : null,
    courier?.vehicle ? ["Vehicle", courier.vehicle] : null,
    eta ? ["Arrives", eta] : null,
    delivery.cancelReason ? ["Why", delivery.cancelReason] : null,
  ].filter((row): row is string[] => row !== null);
  const final = delivery.state === "delivered" || delivery.state === "cancelled";
  const body = `<main class="page"><div class="card"><span class="badge">Sandbox courier · ${escapeHtml(delivery.partner)}</span>
<h1>${escapeHtml(DELIVERY_STATE_LABELS[delivery.state])}</h1><p class="muted">Delivery ${escapeHtml(delivery.id)}</p>
${rows.length ? `<dl>${rows.map(([term, value]) => `<dt>${escapeHtml(term!)}</dt><dd>${escapeHtml(value!)}</dd>`).join("")}</dl>` : ""}
${routeDrawing(delivery)}${LEGEND}</div></main>`;
  const refresh = final ? "" : '<meta http-equiv="refresh" content="5">';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">${refresh}<title>${escapeHtml(DELIVERY_STATE_LABELS[delivery.state])}</title><style>${STYLE}</style></head><body>${body}</body></html>`;
}
