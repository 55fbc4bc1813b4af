/** /{tinyURLId}: opens a short link (issue 15). PLACEHOLDER: part W3 builds it. */
export function ShortLinkPage() {
  return <main className="p-6">Coming soon</main>;
}
