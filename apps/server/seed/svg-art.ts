/** Deterministic SVG artwork for the demo dataset: logos, cover banners, item plates and subcategory tiles. */
import { escapeXml, hashString } from "./text";

const FONT = "Inter, 'Segoe UI', Helvetica, Arial, sans-serif";
const STOP_WORDS = new Set(["the", "and", "&", "co", "co.", "of"]);

/** Seeded pseudo-random numbers in [0, 1) (mulberry32). */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const r1 = (n: number) => Math.round(n * 10) / 10;
const hsl = (h: number, s: number, l: number) => `hsl(${Math.round(((h % 360) + 360) % 360)} ${s}% ${l}%)`;

function parseHex(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.replace("#", ""), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

/** Blend two #rrggbb colours; t = 0 gives a, 1 gives b. */
export function mixHex(a: string, b: string, t: number): string {
  const ca = parseHex(a);
  const cb = parseHex(b);
  const channel = (i: number) => Math.round((ca[i] ?? 0) * (1 - t) + (cb[i] ?? 0) * t);
  return `#${[0, 1, 2].map((i) => channel(i).toString(16).padStart(2, "0")).join("")}`;
}

export function initials(name: string): string {
  const words = name.split(/\s+/).filter((w) => w && !STOP_WORDS.has(w.toLowerCase()));
  return words
    .slice(0, 2)
    .map((w) => w[0]?.toUpperCase() ?? "")
    .join("");
}

function svg(width: number, height: number, title: string, body: string): string {
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img">`,
    `<title>${escapeXml(title)}</title>`,
    body,
    "</svg>",
    "",
  ].join("\n");
}

/** Rounded square in the brand colour with the restaurant's initials. */
export function logoSvg(name: string, color: string, textColor = "#FFFFFF"): string {
  const body = [
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${color}"/>`,
    `<stop offset="1" stop-color="${mixHex(color, "#000000", 0.28)}"/></linearGradient></defs>`,
    `<rect width="256" height="256" rx="56" fill="url(#bg)"/>`,
    `<circle cx="128" cy="128" r="94" fill="none" stroke="${textColor}" stroke-opacity="0.28" stroke-width="4"/>`,
    `<circle cx="128" cy="128" r="104" fill="none" stroke="${textColor}" stroke-opacity="0.12" stroke-width="2"/>`,
    `<text x="128" y="128" dy="0.35em" text-anchor="middle" font-family="${FONT}" font-size="92" font-weight="700"`,
    ` letter-spacing="2" fill="${textColor}">${escapeXml(initials(name))}</text>`,
  ].join("");
  return svg(256, 256, `${name} logo`, body);
}

/** Appetising hues (curry reds, saffron, turmeric, browns, herb greens, beetroot) picked by a hash. */
const FOOD_HUES = [4, 12, 20, 28, 34, 40, 46, 52, 85, 100, 120, 345];

/** Sesame, chilli, corn and pomegranate dots. */
const GARNISH = ["#FAFAF9", "#DC2626", "#FACC15", "#BE123C"];

function foodHue(seed: number): number {
  return FOOD_HUES[seed % FOOD_HUES.length] ?? 30;
}

/** A plate seen from above, with a heap of food and garnish; used on covers and item images. */
function plate(cx: number, cy: number, r: number, hue: number, rand: () => number): string {
  const parts = [
    `<ellipse cx="${r1(cx + r * 0.06)}" cy="${r1(cy + r * 0.1)}" rx="${r1(r)}" ry="${r1(r * 0.96)}" fill="#000" fill-opacity="0.12"/>`,
    `<circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(r)}" fill="#FFFFFF"/>`,
    `<circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(r * 0.84)}" fill="none" stroke="${hsl(hue, 25, 86)}" stroke-width="${r1(r * 0.03)}"/>`,
  ];
  const blobs = 3 + Math.floor(rand() * 3);
  for (let i = 0; i < blobs; i++) {
    const angle = rand() * Math.PI * 2;
    const dist = rand() * r * 0.22;
    const br = r * (0.3 + rand() * 0.16);
    const fill = hsl(hue + (rand() - 0.5) * 24, 55 + Math.round(rand() * 15), 48 + Math.round(rand() * 16));
    parts.push(`<circle cx="${r1(cx + Math.cos(angle) * dist)}" cy="${r1(cy + Math.sin(angle) * dist)}" r="${r1(br)}" fill="${fill}"/>`);
  }
  const garnish = 5 + Math.floor(rand() * 5);
  for (let i = 0; i < garnish; i++) {
    const angle = rand() * Math.PI * 2;
    const dist = r * (0.12 + rand() * 0.42);
    const x = r1(cx + Math.cos(angle) * dist);
    const y = r1(cy + Math.sin(angle) * dist);
    if (i % 2 === 0) {
      const rot = Math.round(rand() * 180);
      parts.push(
        `<ellipse cx="${x}" cy="${y}" rx="${r1(r * 0.09)}" ry="${r1(r * 0.04)}" fill="${hsl(110 + rand() * 30, 55, 38)}" transform="rotate(${rot} ${x} ${y})"/>`,
      );
    } else {
      parts.push(
        `<circle cx="${x}" cy="${y}" r="${r1(r * (0.03 + rand() * 0.03))}" fill="${GARNISH[Math.floor(rand() * GARNISH.length)]}"/>`,
      );
    }
  }
  return parts.join("");
}

/** Wide gradient banner with plates, leaves and the restaurant's name. */
export function coverSvg(name: string, tagline: string, primary: string, secondary: string, variant: number): string {
  const rand = random(hashString(`${name}#cover${variant}`));
  const flip = variant % 2 === 1;
  const parts = [
    "<defs>",
    `<linearGradient id="bg" x1="${flip ? 1 : 0}" y1="0" x2="${flip ? 0 : 1}" y2="1"><stop offset="0" stop-color="${primary}"/>`,
    `<stop offset="1" stop-color="${mixHex(secondary, primary, 0.25)}"/></linearGradient>`,
    `<linearGradient id="shade" x1="0" y1="0" x2="0" y2="1"><stop offset="0.35" stop-color="#000" stop-opacity="0"/>`,
    `<stop offset="1" stop-color="#000" stop-opacity="0.55"/></linearGradient>`,
    "</defs>",
    `<rect width="1200" height="480" fill="url(#bg)"/>`,
  ];
  for (let i = 0; i < 28; i++) {
    const cx = r1(rand() * 1200);
    const cy = r1(rand() * 480);
    parts.push(`<circle cx="${cx}" cy="${cy}" r="${r1(3 + rand() * 9)}" fill="#FFFFFF" fill-opacity="${r1(0.08 + rand() * 0.14)}"/>`);
  }
  for (let i = 0; i < 6; i++) {
    const x = r1(rand() * 1200);
    const y = r1(rand() * 480);
    const rot = Math.round(rand() * 180);
    parts.push(
      `<ellipse cx="${x}" cy="${y}" rx="46" ry="16" fill="${mixHex(secondary, "#FFFFFF", 0.35)}" fill-opacity="0.35" transform="rotate(${rot} ${x} ${y})"/>`,
    );
  }
  const seed = hashString(name);
  const plates: [number, number, number][] = flip
    ? [
        [210, 160, 130],
        [420, 90, 70],
        [70, 340, 66],
      ]
    : [
        [990, 160, 130],
        [780, 90, 70],
        [1130, 340, 66],
      ];
  plates.forEach(([x, y, r], i) => {
    parts.push(plate(x, y, r, foodHue(seed + i), rand));
  });
  const textX = flip ? 1136 : 64;
  const anchor = flip ? "end" : "start";
  const nameSize = Math.min(68, Math.floor(1500 / Math.max(name.length, 1)));
  parts.push(
    `<rect width="1200" height="480" fill="url(#shade)"/>`,
    `<text x="${textX}" y="372" text-anchor="${anchor}" font-family="${FONT}" font-size="${nameSize}" font-weight="800" fill="#FFFFFF">${escapeXml(name)}</text>`,
    `<text x="${textX}" y="424" text-anchor="${anchor}" font-family="${FONT}" font-size="28" font-weight="500" fill="#FFFFFF" fill-opacity="0.9">${escapeXml(tagline)}</text>`,
  );
  return svg(1200, 480, `${name} cover`, parts.join(""));
}

function glass(hue: number, rand: () => number): string {
  const liquid = hsl(hue, 65, 55);
  const parts = [
    `<ellipse cx="246" cy="318" rx="80" ry="14" fill="#000" fill-opacity="0.12"/>`,
    `<path d="M176 70 L316 70 L296 308 Q294 322 280 322 L212 322 Q198 322 196 308 Z" fill="#FFFFFF" fill-opacity="0.75"/>`,
    `<path d="M184 130 L308 130 L296 306 Q294 316 282 316 L210 316 Q198 316 196 306 Z" fill="${liquid}"/>`,
    `<line x1="268" y1="40" x2="248" y2="250" stroke="${hsl(hue + 180, 60, 50)}" stroke-width="10" stroke-linecap="round"/>`,
  ];
  for (let i = 0; i < 3; i++) {
    const x = r1(200 + rand() * 70);
    const y = r1(140 + rand() * 60);
    parts.push(
      `<rect x="${x}" y="${y}" width="30" height="30" rx="6" fill="#FFFFFF" fill-opacity="0.45" transform="rotate(${Math.round(rand() * 40)} ${x} ${y})"/>`,
    );
  }
  parts.push(
    `<circle cx="312" cy="78" r="30" fill="${hsl(hue + 60, 80, 60)}"/>`,
    `<circle cx="312" cy="78" r="22" fill="${hsl(hue + 60, 85, 75)}"/>`,
  );
  return parts.join("");
}

function sundae(hue: number, rand: () => number): string {
  const parts = [`<ellipse cx="240" cy="300" rx="120" ry="22" fill="#000" fill-opacity="0.1"/>`];
  const scoops: [number, number][] = [
    [200, 190],
    [280, 190],
    [240, 140],
  ];
  scoops.forEach(([x, y], i) => {
    parts.push(`<circle cx="${x}" cy="${y}" r="${52 - i * 4}" fill="${hsl(hue + i * 35 + rand() * 10, 60, 78 - i * 6)}"/>`);
  });
  parts.push(
    `<path d="M130 200 L350 200 Q340 300 240 300 Q140 300 130 200 Z" fill="#FFFFFF"/>`,
    `<path d="M140 214 L340 214" stroke="${hsl(hue, 35, 85)}" stroke-width="6"/>`,
    `<circle cx="248" cy="92" r="14" fill="${hsl(352, 75, 48)}"/>`,
    `<path d="M250 80 Q262 56 282 52" stroke="${hsl(110, 50, 35)}" stroke-width="4" fill="none"/>`,
  );
  return parts.join("");
}

/** Soft-coloured illustration of an item: a plate (food), a glass (beverage) or a bowl (dessert). */
export function itemSvg(name: string, kind: string): string {
  const seed = hashString(name);
  const rand = random(seed);
  const hue = kind === "food" ? foodHue(seed) : seed % 360;
  const parts = [`<rect width="480" height="360" fill="${hsl(hue, 70, 94)}"/>`];
  for (let i = 0; i < 14; i++) {
    parts.push(`<circle cx="${r1(rand() * 480)}" cy="${r1(rand() * 360)}" r="${r1(4 + rand() * 12)}" fill="${hsl(hue + 20, 60, 86)}"/>`);
  }
  if (kind === "beverage") parts.push(glass(hue, rand));
  else if (kind === "dessert") parts.push(sundae(hue, rand));
  else parts.push(plate(240, 180, 138, hue, rand));
  return svg(480, 360, name, parts.join(""));
}

/** Small tile for a subcategory: a bowl on a tinted rounded square. */
export function subcategorySvg(name: string): string {
  const seed = hashString(`sub:${name}`);
  const rand = random(seed);
  const hue = foodHue(seed);
  const body = [
    `<rect width="240" height="240" rx="36" fill="${hsl(hue, 65, 90)}"/>`,
    `<circle cx="120" cy="120" r="88" fill="${hsl(hue, 55, 80)}"/>`,
    plate(120, 118, 70, hue, rand),
  ].join("");
  return svg(240, 240, name, body);
}
