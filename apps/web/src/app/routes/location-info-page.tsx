/** /location/info: the chosen location and what is around it (issue 15). PLACEHOLDER: part W1 builds it. */
export function LocationInfoPage() {
  return <main className="p-6">Coming soon</main>;
}
