import { fakeApi } from "@forkful/api-client/testing/fake-api";
import { OSM_TILES } from "@forkful/contracts/geocoding";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, waitFor } from "@testing-library/react";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import GeoMapLeaflet, { attributionHtml } from "./geo-map-leaflet";

const api = fakeApi();
const settings = (body: unknown) => () => ({ status: 200, body });

// jsdom lays nothing out: the map is given a size, so Leaflet asks for the tiles that cover it.
const sizes = { clientWidth: 512, clientHeight: 256 };
const saved = Object.fromEntries(Object.keys(sizes).map((key) => [key, Object.getOwnPropertyDescriptor(HTMLElement.prototype, key)]));
beforeAll(() => {
  for (const [key, value] of Object.entries(sizes))
    Object.defineProperty(HTMLElement.prototype, key, { configurable: true, get: () => value });
});
afterAll(() => {
  for (const [key, descriptor] of Object.entries(saved)) if (descriptor) Object.defineProperty(HTMLElement.prototype, key, descriptor);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function show() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const { container } = render(
    <QueryClientProvider client={queryClient}>
      <GeoMapLeaflet markers={[{ id: "r", kind: "restaurant", lat: 37.7749, lng: -122.4194, title: "Hudson Slice" }]} label="Map" />
    </QueryClientProvider>,
  );
  return container;
}

describe("the maps' tiles", () => {
  it("are asked of the configured tile URL, with the attribution linked to OpenStreetMap's copyright page", async () => {
    api.install({ "/map/settings": settings({ tileUrl: "https://tiles.example.test/{z}/{x}/{y}.png", ...attributionOf(OSM_TILES) }) });
    const map = show();
    await waitFor(() => expect(map.querySelectorAll("img.leaflet-tile").length).toBeGreaterThan(0));
    const tiles = [...map.querySelectorAll<HTMLImageElement>("img.leaflet-tile")];
    for (const tile of tiles) expect(tile.src).toMatch(/^https:\/\/tiles\.example\.test\/\d+\/\d+\/\d+\.png$/);
    expect(tiles[0]!.referrerPolicy).toBe("strict-origin-when-cross-origin");
    const credit = map.querySelector<HTMLAnchorElement>(`.leaflet-control-attribution a[href="${OSM_TILES.attributionUrl}"]`);
    expect(credit?.textContent).toBe("© OpenStreetMap contributors");
    expect(credit?.rel).toContain("noopener");
  });

  it("are not drawn when off: no tile layer and no attribution, the plain ground only", async () => {
    api.install({ "/map/settings": settings({ tileUrl: "", attribution: "", attributionUrl: "" }) });
    const map = show();
    await waitFor(() => expect(api.sent.some((call) => call.path === "/map/settings")).toBe(true));
    await waitFor(() => expect(map.querySelector(".leaflet-marker-icon")).not.toBeNull());
    expect(map.querySelector(".leaflet-tile-pane")?.children.length ?? 0).toBe(0);
    expect(map.querySelector(".leaflet-control-attribution")).toBeNull();
  });

  it("credit words that cannot become markup", () => {
    expect(attributionHtml({ attribution: "<b>x</b> & co", attributionUrl: "" })).toBe("&#60;b&#62;x&#60;/b&#62; &#38; co");
  });
});

const attributionOf = ({ attribution, attributionUrl }: typeof OSM_TILES) => ({ attribution, attributionUrl });
