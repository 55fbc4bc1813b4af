/** /location/pick: choose where you are on a map of the restaurants around it (issue 15). PLACEHOLDER: part W1 builds it. */
export function LocationPickPage() {
  return <main className="p-6">Coming soon</main>;
}
