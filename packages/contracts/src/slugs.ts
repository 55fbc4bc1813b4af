/** Slugs and keys made from names: the demo menu's dish slugs, an event page's address, a kitchen station's key. */

/** kebab-case ASCII: "Crème brûlée (Hot)" → "creme-brulee-hot"; at most `maxLength` characters, never ending in a dash. */
export function slugOf(name: string, maxLength = Number.POSITIVE_INFINITY): string {
  return name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, maxLength)
    .replace(/-+$/, "");
}
