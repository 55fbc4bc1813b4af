/** /location/search: find a place or a restaurant by name (issue 15). PLACEHOLDER: part W1 builds it. */
export function LocationSearchPage() {
  return <main className="p-6">Coming soon</main>;
}
